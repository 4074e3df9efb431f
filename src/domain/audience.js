import { z } from 'zod';
/**
 * A group that may receive information: an internal team, an external party, a public channel.
 * `members` are exact addresses, channel names or party names, or domain suffixes written
 * "@example.com" that match every address at that domain.
 */
export const AudienceSchema = z
    .object({
    id: z.string().regex(/^[a-z][a-z0-9_-]*$/),
    name: z.string().min(1),
    kind: z.enum(['internal', 'external', 'public']),
    members: z.array(z.string().min(1)).min(1),
})
    .strict();
/** A role-typed agent identity: its system-prompt description and the audiences it belongs to. */
export const AgentRoleSchema = z
    .object({
    role: z.string().regex(/^[a-z][a-z0-9_-]*$/),
    title: z.string().min(1),
    description: z.string().min(1),
    audiences: z.array(z.string()),
})
    .strict();
/** Which audiences agent identities belong to, so inter-agent messages can be judged for over-disclosure. */
export const AgentIdentitiesSchema = z
    .object({
    /** Audiences every generic (untyped) agent of the user's system belongs to. */
    generic: z.array(z.string()),
    /** Role identities used by role-typed architectures (N4-t, L2-t), in assignment order. */
    roles: z.array(AgentRoleSchema).default([]),
})
    .strict();
