import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROTOCOL, NAMED, architectureLabels, cellLabel, orderCellLabels, orderDefenses, parseArchitectures, parseConfirmations, parseDefenses,
  parseProtocols, protocolIdentity, protocolStages, splitCellLabel,
} from '../../src/axes/index.js';

describe('the axis registry', () => {
  it('architectures: names, "all", graph files (normalised), each once, in the order given', () => {
    expect(parseArchitectures('all')).toEqual([...NAMED]);
    // "all" combines with graph files, standing for the nine where it is written
    expect(parseArchitectures('all,fixtures/examples/graph-two-teams.json')).toEqual([...NAMED, 'fixtures/examples/graph-two-teams.json']);
    expect(parseArchitectures('fixtures/examples/graph-two-teams.json,all,l1')).toEqual(['fixtures/examples/graph-two-teams.json', ...NAMED]);
    expect(parseArchitectures('l2, ./fixtures/examples/graph-two-teams.json,single,l2,fixtures/examples/graph-two-teams.json')).toEqual(['l2', 'fixtures/examples/graph-two-teams.json', 'single']);
    expect(() => parseArchitectures('l9')).toThrow(/unknown architecture "l9" \(expected one of: single, n2.*a graph JSON file, or all\)/);
    expect(() => parseArchitectures(' , ')).toThrow(/empty architecture list/);
  });

  it('defenses, confirmations and protocols check their values and name the axis', () => {
    expect(parseDefenses('all')).toEqual(['none', 'source', 'chain']);
    expect(() => parseDefenses('moat')).toThrow(/unknown defense "moat"/);
    expect(parseConfirmations('oracle,auto-deny')).toEqual(['oracle', 'auto-deny']);
    expect(() => parseConfirmations('interactive')).toThrow(/unknown confirmation policy "interactive"/);
    expect(parseProtocols('verbatim,constraint-echo,verbatim+constraint-echo')).toEqual(['verbatim', 'constraint-echo', 'verbatim+constraint-echo']);
    expect(() => parseProtocols('telepathy')).toThrow(/unknown protocol "telepathy" \("telepathy" is not a known handoff protocol \(known: verbatim, /);
    expect(protocolStages('verbatim+constraint-echo')).toEqual(['verbatim', 'constraint-echo']);
  });

  it("the default protocol puts nothing in the run identity; any other its spec", () => {
    expect(protocolIdentity(undefined)).toBeUndefined();
    expect(protocolIdentity(DEFAULT_PROTOCOL)).toBeUndefined();
    expect(protocolIdentity('constraint-echo')).toBe('constraint-echo');
  });

  it('graph files are reported by file name, by path when two share one (or it reads like a named architecture)', () => {
    const labels = architectureLabels(['l1', 'fixtures/examples/graph-two-teams.json', 'a/teams.json', 'b/teams.json', 'x/l1.json']);
    expect(Object.fromEntries(labels)).toEqual({
      l1: 'l1',
      'fixtures/examples/graph-two-teams.json': 'graph-two-teams',
      'a/teams.json': 'a/teams.json',
      'b/teams.json': 'b/teams.json',
      'x/l1.json': 'x/l1.json',
    });
  });

  it('report rows: named architectures in the paper order, then graph files by name; each architecture\'s protocols default first; any input order gives the same', () => {
    const want = ['single', 'n2', 'l1', cellLabel('l1', 'constraint-echo'), 'l2-t', 'graph-a', cellLabel('graph-a', 'constraint-echo'), 'graph-b'];
    expect(orderCellLabels([...want].reverse())).toEqual(want);
    expect(orderCellLabels(['graph-b', 'l2-t', 'single', cellLabel('graph-a', 'constraint-echo'), 'n2', 'l1', 'graph-a', cellLabel('l1', 'constraint-echo')])).toEqual(want);
    expect(cellLabel('l1', DEFAULT_PROTOCOL)).toBe('l1');
    expect(splitCellLabel(cellLabel('graph-a', 'constraint-echo'))).toEqual({ architecture: 'graph-a', protocol: 'constraint-echo' });
    expect(orderDefenses(['chain', 'zeta', 'none', 'source', 'alpha'])).toEqual(['none', 'source', 'chain', 'alpha', 'zeta']);
  });
});
