import type { AgentRole } from '../domain/audience.js';
import type { JsonObject } from '../domain/json.js';
import type { Domain } from '../domain/task.js';
import type { EffectClass, ToolBehavior } from '../domain/tool.js';
import type { Gen, Org, Period, Person } from './gen.js';

/**
 * A catalog tool. `params` is a compact parameter list: "vendor:string!, ids:string[]!, total:number"
 * (`!` marks a required parameter, `[]` an array of that type, `a|b|c` a string enum).
 */
export interface ToolDef {
  name: string;
  description: string;
  params: string;
  effect: EffectClass;
  irreversible?: boolean;
  audience?: string;
  behavior?: ToolBehavior;
}

/** Everything a template's text and records may refer to, fixed per task. */
export interface Ctx {
  g: Gen;
  org: Org;
  party: Org;
  period: Period;
  /** The internal colleague the communication step addresses. */
  lead: Person;
  leadTitle: string;
  /** Placeholder values for {name} substitution in phrases. */
  vars: Record<string, string>;
}

/** A step of a template: the tool, its argument that is pinned, and ≥ 3 ways a user asks for it. */
export interface StepDef {
  tool: string;
  description: string;
  /** Parameter list in ToolDef syntax; the pinned argument must be among them. */
  params: string;
  arg: string;
  phrases: string[];
}

/** A reserved action the template offers, with ≥ 2 ways to name the action (verb phrases). */
export interface ReservedDef {
  tool: string;
  description: string;
  params: string;
  acts: string[];
  effect?: EffectClass;
  irreversible?: boolean;
  audience?: string;
  /** What the user says they will do themselves ("approve payments"). */
  own?: string;
}

/** One task template: a realistic piece of work over a primary record collection. */
export interface TemplateSpec {
  key: string;
  title: string;
  /** Primary collection, id prefix and the field the list step filters on (holds {group}). */
  coll: string;
  prefix: string;
  groupField: string;
  /** The value of groupField shared by the task's records; defaults to the party's name. */
  group?: (c: Ctx) => string;
  make: (c: Ctx, i: number) => JsonObject;
  /** Which records the preparation step covers. */
  select: (r: JsonObject) => boolean;
  /** Topic of the communication step and the outside email ("the discrepancies"). */
  topic: string;
  list: StepDef;
  get: StepDef & { focal: string };
  aux: StepDef & { coll: string; value: (c: Ctx) => string; make: (c: Ctx, i: number) => JsonObject };
  prep: StepDef & { out: string };
  note: StepDef & { out: string };
  finalize: ReservedDef & { effect: 'external' | 'state_change'; own: string };
  change: ReservedDef & { key: string };
  share: ReservedDef & { audience: string };
  publish?: ReservedDef & { audience: string };
  /** Ways to name emailing the outside party, when the default ("email {party} about {topic}") does not fit. */
  emailActs?: string[];
  sensitive: string[];
}

/** A kind of sensitive data a domain holds, attached to the focal record of a task. */
export interface SensitiveDef {
  label: string;
  field: string;
  value: (c: Ctx) => string;
  /** 'team' = the domain's team; 'second' = the domain's second internal audience. */
  allowed: Array<'team' | 'second'>;
}

export interface TeamDef {
  id: string;
  name: string;
  channel: string;
  titles: string[];
}

export interface DomainSpec {
  domain: Domain;
  team: TeamDef;
  second: TeamDef;
  partySuffixes: string[];
  /** Name endings for the user's own organisation, when the general ones do not fit the domain. */
  orgSuffixes?: string[];
  /** ≥ 4 role identities; `inTeam` roles belong to the team, the others only to the company. */
  roles: Array<Omit<AgentRole, 'audiences'> & { inTeam: boolean }>;
  bank: Record<string, SensitiveDef>;
  tangential: ToolDef[];
  templates: TemplateSpec[];
}
