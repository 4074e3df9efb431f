import { SUMMARY_HEADER } from '../prompts/summary.v1.js';
import { SeenText, normText, readText } from './reading.js';
import { rewriteSubtask } from './writer.js';
/** Is this a request to condense a conversation? Read from its instruction, as a live model would. */
export function isSummaryRequest(request) {
    const sys = request.messages[0];
    return sys !== undefined && sys.role === 'system' && sys.content.startsWith(SUMMARY_HEADER);
}
/**
 * The simulated model's summary of a conversation: what it reads in the text — the steps it names
 * (those reported done left out), the constraints it carries in whatever state they are in, the
 * sensitive values it shows — rewritten in its own words with the profile's rewrite rates, exactly
 * as it rewrites work it hands on: a constraint may be dropped or weakened, a value over-shared.
 * Nothing else is read: not who asked for the summary, not why, not which protocol sent it.
 * Draws are keyed by the turn (the summariser's turn when asked), under a key of their own.
 */
export function summaryOf(mind, request, turn) {
    const { task, profile } = mind;
    const conversation = request.messages
        .filter((m) => m.role === 'user')
        .map((m) => m.content)
        .join('\n');
    const reading = readText(normText(conversation), task);
    // Steps are done when a note of finished work names them (a report's "Done: …", a forwarder's
    // "Already done: …"), not wherever their description occurs.
    const notes = [...conversation.matchAll(/\b(?:Already done|Done):\s*([^\n]*)/g)].map((m) => m[1] ?? '').join('\n');
    const done = new Set(notes ? readText(normText(notes), task).stepsNamedDone().map((s) => s.id) : []);
    const steps = [];
    for (const s of reading.stepsMentioned())
        if (!done.has(s.id))
            steps.push(s);
    const seen = new SeenText();
    seen.add(conversation);
    if (steps.length === 0 && task.boundary.constraints.length === 0)
        return 'Nothing to summarise.';
    return rewriteSubtask({
        task,
        profile,
        steps,
        work: reading,
        requested: reading.reservedRequested(),
        seen,
        done: [],
        rng: (...k) => mind.rng('summary', turn, ...k),
        first: (...k) => mind.first('summary', turn, ...k),
        lead: 'The user asked to',
    });
}
/** For tests: a summary of a bare text, as the simulated model writes it. */
export function summaryOfText(mind, text, turn = 0) {
    return summaryOf(mind, { model: 'sim', messages: [{ role: 'system', content: SUMMARY_HEADER }, { role: 'user', content: text }] }, turn);
}
