import { finance } from './finance.js';
import { hr } from './hr.js';
import { marketing } from './marketing.js';
import { operations } from './operations.js';
import { sales } from './sales.js';
import { support } from './support.js';
import { healthcare } from './healthcare.js';
import { legal } from './legal.js';
/** Every domain's catalog, in the suite's domain order. */
export const DOMAINS = [finance, hr, marketing, operations, sales, support, healthcare, legal];
