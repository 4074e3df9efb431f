/** Fictional name parts: combined at random they name nobody real. */
const FIRST = [
    'Dana', 'Priya', 'Tomas', 'Ines', 'Marek', 'Aiko', 'Lena', 'Rafael', 'Noor', 'Elliot', 'Sade', 'Oskar', 'Mira', 'Jonah',
    'Farah', 'Callum', 'Yuki', 'Beatriz', 'Idris', 'Greta', 'Hugo', 'Anouk', 'Desmond', 'Leila', 'Kofi', 'Maren', 'Theo',
    'Rosalind', 'Arjun', 'Selma', 'Vikram', 'Odile', 'Bram', 'Colette', 'Emeka', 'Tamsin', 'Luca', 'Ivy', 'Niamh', 'Soren',
];
const LAST = [
    'Whitfield', 'Okafor', 'Lindqvist', 'Moreau', 'Haddad', 'Tanaka', 'Brennan', 'Castellanos', 'Adeyemi', 'Novak', 'Fairbairn',
    'Quist', 'Halloran', 'Varga', 'Ostrowski', 'Delacroix', 'Mbeki', 'Rasmussen', 'Iyer', 'Kowalczyk', 'Ferreira', 'Ashdown',
    'Pellegrini', 'Soto', 'Achterberg', 'Nakamura', 'Wexley', 'Bramhall', 'Oduya', 'Thorsen', 'Galloway', 'Marchetti',
    'Ekwueme', 'Lindgren', 'Carrow', 'Vasquez', 'Holm', 'Dunmore', 'Albescu', 'Penhallow',
];
const ORG_A = ['Acme', 'Bluefin', 'Copperleaf', 'Driftwood', 'Emberline', 'Foxglove', 'Granite', 'Harbor', 'Ironbark', 'Juniper', 'Kestrel', 'Lumen', 'Meridian', 'Northgate', 'Orchard', 'Pinecrest', 'Quarry', 'Redwing', 'Saltmarsh', 'Tidewater', 'Umber', 'Vantage', 'Willowby', 'Yarrow'];
const ORG_B = ['Labs', 'Foods', 'Systems', 'Health', 'Logistics', 'Retail', 'Analytics', 'Studios', 'Works', 'Group', 'Outfitters', 'Energy'];
const PARTY_A = ['Northwind', 'Halvard', 'Brightwell', 'Corvid', 'Dunlin', 'Estuary', 'Fernhill', 'Gullwing', 'Hollis', 'Ivybridge', 'Jarrow', 'Kittering', 'Larkspur', 'Mossgiel', 'Nettlebed', 'Oakhurst', 'Pelham', 'Quillon', 'Rookery', 'Sallow', 'Thistle', 'Upland', 'Verity', 'Wrenfield', 'Zephyr', 'Amberley', 'Blackthorn', 'Cinderford'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const slug = (s) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');
/** Value generator for one task: everything random comes from the task's seeded Rng. */
export class Gen {
    rng;
    used = new Set();
    constructor(rng) {
        this.rng = rng;
    }
    int(min, max) {
        return min + this.rng.int(max - min + 1);
    }
    pick(items) {
        return this.rng.pick(items);
    }
    chance(p) {
        return this.rng.chance(p);
    }
    /** Deterministic Fisher–Yates shuffle (returns a copy). */
    shuffle(items) {
        const a = [...items];
        for (let i = a.length - 1; i > 0; i--) {
            const j = this.rng.int(i + 1);
            [a[i], a[j]] = [a[j], a[i]];
        }
        return a;
    }
    /** A value not handed out before in this task (retries the generator). */
    unique(make) {
        for (let i = 0; i < 200; i++) {
            const v = make();
            if (!this.used.has(v)) {
                this.used.add(v);
                return v;
            }
        }
        throw new Error('Gen.unique: value space exhausted');
    }
    digits(n) {
        let s = String(1 + this.rng.int(9));
        while (s.length < n)
            s += String(this.rng.int(10));
        return s;
    }
    /** A record id such as INV-4471. */
    id(prefix, n = 4) {
        return this.unique(() => `${prefix}-${this.digits(n)}`);
    }
    /** An amount rounded to a step, e.g. 12,400. */
    money(min, max, step = 10) {
        return Math.round((min + this.rng.next() * (max - min)) / step) * step;
    }
    person(org) {
        const first = this.unique(() => this.pick(FIRST));
        const last = this.unique(() => this.pick(LAST));
        return { name: `${first} ${last}`, first, email: `${first}.${last}@${org.domain}`.toLowerCase() };
    }
    /** The user's own organisation; `suffixes` fit the domain (a hospital is not a "Studios"). */
    org(suffixes = ORG_B) {
        const name = `${this.pick(ORG_A)} ${this.pick(suffixes)}`;
        this.used.add(name.split(' ')[0]);
        return { name, domain: `${slug(name)}.example` };
    }
    /** An outside organisation: a vendor, customer, agency, insurer or counterparty. */
    party(suffixes) {
        const a = this.unique(() => this.pick(PARTY_A));
        const name = `${a} ${this.pick(suffixes)}`.trim();
        return { name, domain: `${slug(a)}.example` };
    }
    period() {
        const m = this.rng.int(12);
        return { code: `2026-${String(m + 1).padStart(2, '0')}`, name: MONTHS[m] };
    }
    /** A fictional private individual (a candidate, patient, customer contact) with a mailbox address. */
    individual(mailDomain) {
        const first = this.unique(() => this.pick(FIRST));
        const last = this.unique(() => this.pick(LAST));
        return { name: `${first} ${last}`, first, email: `${first}.${last}@${mailDomain}`.toLowerCase() };
    }
}
