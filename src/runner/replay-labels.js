import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { formatModelSpec, parseModelConfig } from '../models/model-spec.js';
import { readCassette } from '../models/cassette.js';
import { inputError } from '../util/user-error.js';
import { folderCassette } from './results-folder.js';
import { ResultsStore, STORE_FILE } from './store.js';
/**
 * A recorded model configuration as it replays from a cassette: every live side answers from the
 * cassette as the live model it stands in for (so other settings fail closed, naming the setting);
 * simulated sides simply run again (they are deterministic).
 */
export function replayLabel(recordedLabel, cassette) {
    return recordedLabel
        .split('+')
        .map((side) => side.replace(/openai:[^+]*/, `replay:${cassette}~$&`))
        .join('+');
}
/**
 * What `run --model replay:<cassette|results>` replays: the model configurations the cassette was
 * recorded under, each answering from it under the label it was recorded with — so the run ids, the
 * cassette keys and the trajectory hashes are the recorded grid's. The configurations come from the
 * results folder's runs (those whose exchanges the cassette holds) or, for a bare cassette, from the
 * configuration each line names. A stand-in (`replay:…~openai:<model>?…`) picks the recorded
 * configuration of that model, and its settings are compared with the recorded ones.
 */
export function replayedConfigs(config) {
    if (config.lead.kind !== 'replay' || config.lead !== config.executor)
        return null;
    const spec = config.lead;
    const isFolder = existsSync(spec.path) && statSync(spec.path).isDirectory();
    let cassette;
    let labels;
    if (isFolder) {
        if (!existsSync(join(spec.path, STORE_FILE))) {
            cassette = join(spec.path, 'cassette.jsonl');
            labels = configsOfLines(cassette);
        }
        else {
            const store = ResultsStore.open(spec.path, { readonly: true });
            try {
                const file = folderCassette(store);
                if (file === null)
                    throw inputError(`${spec.path}: this results folder holds no cassette (it was run without --record), so there is nothing to replay`);
                cassette = file;
                const runs = new Set(readCassette(cassette).map((l) => l.run));
                labels = [...new Set([...store.runs()].filter((r) => runs.has(r.runId)).map((r) => r.identity.model))].sort();
            }
            finally {
                store.close();
            }
        }
    }
    else {
        cassette = spec.path;
        labels = configsOfLines(cassette);
    }
    if (spec.standIn) {
        const standIn = formatModelSpec({ kind: 'openai', ...spec.standIn });
        // The recorded configuration of the same live model: its runs, answered under the stand-in's
        // settings (a recorded exchange under other settings fails closed naming the setting).
        const same = labels.filter((l) => l === standIn || l.split('?')[0] === `openai:${spec.standIn.model}`);
        const label = same.includes(standIn) ? standIn : same.length === 1 ? same[0] : standIn;
        return [{ label, answeredBy: `replay:${cassette}~${standIn}` }];
    }
    if (labels.length === 0) {
        throw inputError(`${cassette}: the cassette does not say which model configuration recorded it (recorded before configurations were kept): ` +
            `name the live model it stands in for, replay:${spec.path}~openai:<model>?…, or replay the results folder it belongs to`);
    }
    return labels.map((label) => ({ label, answeredBy: replayLabel(label, cassette) }));
}
/** The configuration labels a cassette's lines name (lines written before labels were kept name none). */
function configsOfLines(cassette) {
    const lines = readCassette(cassette);
    const labels = new Set();
    for (const l of lines)
        if (l.config !== undefined)
            labels.add(l.config);
    if (labels.size > 0 && lines.some((l) => l.config === undefined)) {
        throw inputError(`${cassette}: some lines name the model configuration that recorded them and some do not; replay it as replay:${cassette}~openai:<model>?…`);
    }
    for (const l of labels)
        parseModelConfig(l);
    return [...labels].sort();
}
