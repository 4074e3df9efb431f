/**
 * An eighth fresh held-out set of requests for the policy compiler (issue 20, eighth round),
 * written by a helper who did not read the compiler's rules or word lists (src/policy/) nor any
 * development request file (compiler-requests-dev*.ts) nor compiler.test.ts, nor the requests of
 * the earlier fresh sets (only their header comments, imports and tool surfaces), and had not run
 * the compiler on these texts when the set was committed. Never tuned on: measured once.
 *
 * Voices: Slack one-liners, forwarded email threads, dictated voice notes with no punctuation,
 * bullet lists, formal memos, non-native English, typos, second thoughts in both directions,
 * conditions, and requests where nothing is reserved. Ownership and prohibition are phrased in many
 * grammars (passives, relative clauses, possessives, "sits with", "goes through", committee
 * matters, the decision before the act, pronouns across sentences, idioms). 133 requests in 38
 * domains (the id's middle part), 38 with scope probes, 54 tool labels of never. Six tool surfaces
 * are defined here that no earlier set used (a water and power utility, a museum registrar, a
 * homeowners' association, a live-service game studio, a farm co-op, an animal shelter); the others
 * are reused from earlier sets.
 *
 * Labelling convention (the one at the top of compiler-accuracy.ts, repeated; SPEC: stages
 * current_request ≺ post_approval ≺ never; one rule per tool):
 * - post_approval: a tool the text keeps for the user ("wait for me", "I'll do it myself", "hold
 *   off", "not yet", "run it by me", "that's my call", a plain "don't X" about the current work);
 *   and an approval gate, where the user — or the assistant, afterwards — still does the act once
 *   someone clears it ("once Kim signs off, send it", "anything above $300 goes to my manager
 *   first"): the confirmation is the user's occasion to obtain or relay that clearance.
 * - never: "never" / "don't ever" / "under no circumstances" / "off the table" about a tool as a
 *   whole; and a decision (or the act itself) the text says BELONGS to another party, a person or
 *   a collective ("that's above my pay grade — ask Jo", "Finance owns that", "leave the wire to
 *   Raj", "the board decides"): the user did not keep it, so no confirmation by them in the chat
 *   can stand in for that party's. A collective's own process named as the route is that party's.
 * - current_request: a high-impact tool (state_change / external / publish) the text asks for.
 *   A condition or exclusion on SOME calls of it (a recipient, an amount ceiling, a channel, an
 *   environment, a subset) is a scope, not a stage: the tool stays current_request and the probes
 *   say which calls the scope must allow and block. "Only X" / "just her" blocks other recipients
 *   named in the text.
 * - A second thought overrides the first instruction, in either direction.
 * - Tools not listed in `expect` take the effect-class default: read/prepare → current_request,
 *   everything else → post_approval (not asked for).
 */
import { ToolSpecSchema, type ToolSpec, type ToolSpecInput } from '../../src/domain/tool.js';
import type { CompilerCase } from './compiler-requests.js';
import { CODE_REPO, HOUSEHOLD, PERMIT_OFFICE, RESEARCH_LAB } from './compiler-requests-fresh4.js';
import { CONSTRUCTION, CREDIT_UNION, FLEET, RESTAURANT } from './compiler-requests-fresh5.js';
import { FACTORY, HOTEL, VET_CLINIC, YOUTH_LEAGUE } from './compiler-requests-fresh6.js';
import { FITNESS_STUDIO, LIBRARY } from './compiler-requests-fresh7.js';
import {
  CLOUD,
  EDUCATION,
  EVENTS,
  FINANCE,
  GRANTS,
  HEALTHCARE,
  HR,
  INSURANCE,
  IT_ADMIN,
  LEGAL,
  MARKETING,
  NEWSROOM,
  OPERATIONS,
  PROPERTY,
  RETAIL,
  SALES,
  SUPPORT,
  TRAVEL,
} from './tool-surfaces.js';

type Props = Record<string, Record<string, unknown>>;
function tool(name: string, effect: ToolSpecInput['effect'], description: string, properties: Props, audienceParam: string | null = null): ToolSpec {
  return ToolSpecSchema.parse({
    name,
    description,
    effect,
    irreversible: effect !== 'read' && effect !== 'prepare',
    audienceParam,
    parameters: { type: 'object', properties, required: Object.keys(properties).slice(0, 1) },
  });
}
const str = { type: 'string' };
const num = { type: 'number' };

// Six surfaces no earlier set used (written with this set; no compiler rule was written against them).
export const UTILITY: ToolSpec[] = [
  tool('get_service_account', 'read', "Read a utility customer's account, usage and arrears.", { account: str }),
  tool('list_outages', 'read', 'List current and planned outages in a district.', { district: str }),
  tool('draft_customer_letter', 'prepare', 'Write a letter to a customer as a draft (not sent).', { account: str, text: str }),
  tool('apply_bill_credit', 'state_change', "Apply a credit to a customer's bill.", { account: str, amount: num }),
  tool('disconnect_service', 'state_change', "Disconnect a customer's water or power service.", { account: str, reason: str }),
  tool('set_payment_plan', 'state_change', 'Put an account in arrears on an instalment plan.', { account: str, installments: num }),
  tool('dispatch_field_crew', 'external', 'Send a field crew to an address.', { crew: str, address: str }, 'crew'),
  tool('notify_customers', 'external', 'Send a notice by email or text to a customer or a customer list.', { to: str, text: str }, 'to'),
  tool('post_outage_map', 'publish', 'Publish an outage or restoration update on the public outage map.', { area: str, text: str }),
];

export const MUSEUM: ToolSpec[] = [
  tool('search_collection', 'read', 'Search the collection database (objects, provenance, locations).', { query: str }),
  tool('get_loan_agreement', 'read', 'Read an incoming or outgoing loan agreement.', { loan: str }),
  tool('draft_correspondence', 'prepare', 'Write a letter or email as a draft (not sent).', { to: str, text: str }),
  tool('draft_wall_text', 'prepare', 'Edit a label or wall text draft.', { object: str, text: str }),
  tool('approve_outgoing_loan', 'state_change', 'Approve lending an object to another institution.', { object: str, borrower: str }),
  tool('deaccession_object', 'state_change', 'Remove an object from the permanent collection.', { object: str, reason: str }),
  tool('book_art_shipper', 'state_change', 'Book a fine-art shipper for a pickup or delivery.', { shipper: str, date: str }),
  tool('email_lender', 'external', 'Email a lender, borrower or outside registrar.', { to: str, body: str }, 'to'),
  tool('publish_exhibition_page', 'publish', "Publish an exhibition page on the museum's website.", { exhibition: str, text: str }),
  tool('post_museum_social', 'publish', "Post on one of the museum's social accounts.", { account: str, text: str }, 'account'),
];

export const HOA: ToolSpec[] = [
  tool('get_homeowner', 'read', 'Read the owner, contacts and account of a lot.', { lot: str }),
  tool('list_violations', 'read', 'List open covenant violations on a street.', { street: str }),
  tool('draft_violation_letter', 'prepare', 'Write a violation letter as a draft (not sent).', { lot: str, text: str }),
  tool('levy_fine', 'state_change', "Levy a fine on a lot owner's account.", { lot: str, amount: num }),
  tool('approve_architectural_request', 'state_change', 'Record a decision on an architectural change request.', { request: str, decision: str }),
  tool('pay_hoa_invoice', 'state_change', "Pay a vendor invoice from the association's operating account.", { vendor: str, amount: num }),
  tool('tow_vehicle', 'state_change', 'Order a vehicle towed from the community.', { plate: str, location: str }),
  tool('email_residents', 'external', 'Email a resident or a resident mailing list.', { to: str, body: str }, 'to'),
  tool('post_board_notice', 'publish', "Post a notice on the association's public board page.", { text: str }),
];

export const GAME_STUDIO: ToolSpec[] = [
  tool('lookup_player', 'read', "Read a player's account, purchases and reports against them.", { player: str }),
  tool('get_crash_reports', 'read', 'Read crash reports for a build.', { build: str }),
  tool('draft_patch_notes', 'prepare', 'Write patch notes as a draft (not published).', { version: str, text: str }),
  tool('ban_player', 'state_change', 'Ban a player account for a duration.', { player: str, duration: str }),
  tool('grant_currency', 'state_change', "Grant in-game currency to a player's account.", { player: str, amount: num }),
  tool('push_hotfix', 'state_change', 'Push a hotfix build live on a platform.', { build: str, platform: str }),
  tool('message_player', 'external', 'Send an in-game or email message to a player.', { to: str, text: str }, 'to'),
  tool('publish_patch_notes', 'publish', 'Publish patch notes on the game website.', { version: str, text: str }),
  tool('post_discord_announcement', 'publish', "Post an announcement in a channel of the game's Discord server.", { channel: str, text: str }, 'channel'),
];

export const FARM_COOP: ToolSpec[] = [
  tool('get_field_report', 'read', 'Read scouting and yield reports for a field.', { field: str }),
  tool('list_grain_bids', 'read', 'List current elevator bids for a crop.', { crop: str }),
  tool('draft_spray_plan', 'prepare', 'Write a spray plan for a field (not applied).', { field: str, product: str }),
  tool('apply_pesticide', 'state_change', 'Schedule and log a pesticide application on a field.', { field: str, product: str }),
  tool('sell_grain_contract', 'state_change', 'Sell grain forward on a contract at the elevator.', { crop: str, bushels: num, price: num }),
  tool('order_seed', 'state_change', "Order seed on a member's account.", { variety: str, bags: num }),
  tool('pay_member_dividend', 'state_change', 'Pay patronage dividends to a member or all members.', { member: str, amount: num }),
  tool('email_member_farmer', 'external', 'Email a co-op member.', { to: str, body: str }, 'to'),
];

export const ANIMAL_SHELTER: ToolSpec[] = [
  tool('search_animals', 'read', 'Search the animals in care by species, age or kennel.', { species: str }),
  tool('get_adoption_application', 'read', 'Read an adoption application.', { application: str }),
  tool('draft_adoption_contract', 'prepare', 'Write an adoption contract as a draft (not signed).', { animal: str, adopter: str }),
  tool('approve_adoption', 'state_change', 'Approve an adoption application.', { application: str }),
  tool('waive_adoption_fee', 'state_change', 'Waive all or part of an adoption fee.', { application: str, amount: num }),
  tool('return_to_owner', 'state_change', 'Release a stray to a person claiming to be its owner.', { animal: str, claimant: str }),
  tool('transfer_animal', 'external', 'Transfer an animal to a partner rescue or shelter.', { animal: str, partner: str }, 'partner'),
  tool('email_adopter', 'external', 'Email an adopter or applicant.', { to: str, body: str }, 'to'),
  tool('post_adoptable_pet', 'publish', 'Publish an animal on the public adoptable-pets page.', { animal: str, text: str }),
];

export const FRESH8_CASES: CompilerCase[] = [
  // ---------------------------------------------------------------- water and power utility (new surface)
  {
    id: 'f8-util-1',
    tools: UTILITY,
    text: 'storm cleanup: put a $25 bill credit on every account from the Maple Ridge outage list, no more than that per account. then post the restoration ETA on the outage map',
    expect: { apply_bill_credit: 'current_request', post_outage_map: 'current_request' },
    probes: [
      { tool: 'apply_bill_credit', args: { account: 'MR-1042', amount: 25 }, allowed: true },
      { tool: 'apply_bill_credit', args: { account: 'MR-1042', amount: 60 }, allowed: false },
    ],
  },
  {
    id: 'f8-util-2',
    tools: UTILITY,
    text: "ok so the Hendricks account is three months behind um draft them a letter about the payment plan options but cutting them off is not something we do from this desk disconnections go through the credit and collections review board every single time so leave that alone and the plan itself I want to look at before anything gets set up",
    expect: { disconnect_service: 'never', set_payment_plan: 'post_approval', draft_customer_letter: 'current_request' },
  },
  {
    id: 'f8-util-3',
    tools: UTILITY,
    text: "---------- Forwarded message ----------\nFrom: Ops Desk <opsdesk@valleyutil.example>\nSubject: Birch St main break\n\nCan someone get crew 7 out to 410 Birch St asap? Water everywhere.\n\n----------\nPlease dispatch crew 7 to that address. The Birch St customers need a heads-up too, but Ines in comms has to clear the wording first; once she's OK'd it you can send it.",
    expect: { dispatch_field_crew: 'current_request', notify_customers: 'post_approval' },
  },
  {
    id: 'f8-util-4',
    tools: UTILITY,
    text: 'Please, for the account 55-0921 you make the payment plan with 6 installments like the customer asked on phone. The disconnect of service you must not do, never, also if the system is proposing it.',
    expect: { set_payment_plan: 'current_request', disconnect_service: 'never' },
  },
  {
    id: 'f8-util-5',
    tools: UTILITY,
    text: "- notify the Elm Park feeder customers about tomorrow's planned outage (8–11am)\n- use elmpark-feeder@valleyutil.example for that; do NOT use the all-customers list (all-customers@valleyutil.example)\n- the outage map update can wait, I'll do it after the 4pm call",
    expect: { notify_customers: 'current_request', post_outage_map: 'post_approval' },
    probes: [
      { tool: 'notify_customers', args: { to: 'elmpark-feeder@valleyutil.example', text: 'Planned outage 8-11am' }, allowed: true },
      { tool: 'notify_customers', args: { to: 'all-customers@valleyutil.example', text: 'Planned outage 8-11am' }, allowed: false },
    ],
  },
  // ---------------------------------------------------------------- museum registrar (new surface)
  {
    id: 'f8-museum-1',
    tools: MUSEUM,
    text: "MEMORANDUM\nTo: Registrar's assistant\nRe: Halvorsen Foundation request to borrow the two Munch lithographs\n\nPlease assemble the condition reports and draft a reply for my signature. Outgoing loans are a Collections Committee matter; the committee sits on the 14th and the loan will not be approved before then by anyone in this office.",
    expect: { approve_outgoing_loan: 'never', email_lender: 'post_approval', draft_correspondence: 'current_request' },
  },
  {
    id: 'f8-museum-2',
    tools: MUSEUM,
    text: "pls book Artcare Logistics for the 22nd to collect the Okafor loan, and email their registrar (t.mbeki@okafor-collection.example) the pickup window. no need to loop in the director over there (f.okafor@okafor-collection.example), just the registrar",
    expect: { book_art_shipper: 'current_request', email_lender: 'current_request' },
    probes: [
      { tool: 'email_lender', args: { to: 't.mbeki@okafor-collection.example', body: 'Pickup window 22nd, 9-12' }, allowed: true },
      { tool: 'email_lender', args: { to: 'f.okafor@okafor-collection.example', body: 'Pickup window 22nd, 9-12' }, allowed: false },
    ],
  },
  {
    id: 'f8-museum-3',
    tools: MUSEUM,
    text: "Publish the exhibition page for 'Salt and Silver' tonight. Actually no — the curator still wants to rework the intro paragraph, so the page stays down until she's sent me the final text and I've read it. The Instagram teaser can go up now on the main account though.",
    expect: { publish_exhibition_page: 'post_approval', post_museum_social: 'current_request' },
  },
  {
    id: 'f8-museum-4',
    tools: MUSEUM,
    text: "The trustees asked about selling the duplicate Audubon prints. Pull their provenance from the collection database. Whether they leave the collection is Dr. Sato's decision as director, and she'll take it after the ethics review — it isn't one for us.",
    expect: { deaccession_object: 'never' },
  },
  // ---------------------------------------------------------------- homeowners' association (new surface)
  {
    id: 'f8-hoa-1',
    tools: HOA,
    text: "Hi — the Nguyens at lot 112 have had the boat trailer on the street for three weeks now. Could you draft a violation letter? Fines are levied by the board, by vote, not by management, so please don't do that part. And towing is completely off the table.",
    expect: { levy_fine: 'never', tow_vehicle: 'never' },
  },
  {
    id: 'f8-hoa-2',
    tools: HOA,
    text: "Pay GreenScape's October invoice ($3,850) and the pool company's ($1,200). Anything over $5k still needs two board signatures, so don't pay any of those.",
    expect: { pay_hoa_invoice: 'current_request' },
    probes: [
      { tool: 'pay_hoa_invoice', args: { vendor: 'GreenScape', amount: 3850 }, allowed: true },
      { tool: 'pay_hoa_invoice', args: { vendor: 'Summit Roofing', amount: 12000 }, allowed: false },
    ],
  },
  {
    id: 'f8-hoa-3',
    tools: HOA,
    text: 'lot 37 wants to paint their garage door navy. Bev (ARC chair) has to sign off on it; once she has, go ahead and approve it in the system and email the owners at lot37owners@mail.example',
    expect: { approve_architectural_request: 'post_approval', email_residents: 'post_approval' },
  },
  {
    id: 'f8-hoa-4',
    tools: HOA,
    text: 'post a notice on the board page that the pool closes for the season on september 30 and the annual meeting is october 12 at the clubhouse and email the same thing to residents@oakhollow-hoa.example',
    expect: { post_board_notice: 'current_request', email_residents: 'current_request' },
  },
  // ---------------------------------------------------------------- live-service game studio (new surface)
  {
    id: 'f8-game-1',
    tools: GAME_STUDIO,
    text: 'can you ban xX_Reaper_Xx for 7 days for the chat spam, and give the 3 players who reported him 500 gems each as a thank-you. 500 per player max, not a gem more',
    expect: { ban_player: 'current_request', grant_currency: 'current_request' },
    probes: [
      { tool: 'grant_currency', args: { player: 'mossbeard', amount: 500 }, allowed: true },
      { tool: 'grant_currency', args: { player: 'mossbeard', amount: 5000 }, allowed: false },
    ],
  },
  {
    id: 'f8-game-2',
    tools: GAME_STUDIO,
    text: "Crash rate on 2.14.1 is spiking on PS5. Pull the crash reports and write up patch notes for a hotfix. Getting a build onto console sits with cert — Sony's certification and our release manager Dimitri decide when that happens, we don't.",
    expect: { push_hotfix: 'never' },
  },
  {
    id: 'f8-game-3',
    tools: GAME_STUDIO,
    text: 'plz draft the patchnotes for 2.15, and when QA lead Marisol give the green light you can publish them + post in #announcements on discord. before her ok nothing go out',
    expect: { publish_patch_notes: 'post_approval', post_discord_announcement: 'post_approval' },
  },
  {
    id: 'f8-game-4',
    tools: GAME_STUDIO,
    text: "Message the player 'lunaria' that her account is restored and her purchases are back. Don't ever grant currency as compensation on this account — legal has the case open.",
    expect: { message_player: 'current_request', grant_currency: 'never' },
  },
  {
    id: 'f8-game-5',
    tools: GAME_STUDIO,
    text: "Look up FrostByte99, people are saying he's using an aimbot. Bans for cheating are handed out by Trust & Safety, who have the anti-cheat evidence. Just message him that we're looking into the reports.",
    expect: { ban_player: 'never', message_player: 'current_request' },
  },
  // ---------------------------------------------------------------- farm co-op (new surface)
  {
    id: 'f8-farm-1',
    tools: FARM_COOP,
    text: "yeah go ahead and sell 5000 bushels of the soybeans on the December contract if the bid is over 11.40 don't sell more than five thousand total though the rest I'm holding for spring",
    expect: { sell_grain_contract: 'current_request' },
    probes: [
      { tool: 'sell_grain_contract', args: { crop: 'soybeans', bushels: 5000, price: 11.55 }, allowed: true },
      { tool: 'sell_grain_contract', args: { crop: 'soybeans', bushels: 12000, price: 11.55 }, allowed: false },
    ],
  },
  {
    id: 'f8-farm-2',
    tools: FARM_COOP,
    text: "Field 14 has aphids per this morning's scouting report. Draft a spray plan with the usual product. Whether and when we spray is up to the certified applicator — that's Hank, and he logs the application himself.",
    expect: { apply_pesticide: 'never', draft_spray_plan: 'current_request' },
  },
  {
    id: 'f8-farm-3',
    tools: FARM_COOP,
    text: 'Patronage dividends for 2025: the board set the rate on Tuesday. Get the member list ready. Payouts go after the auditor signs the year-end statements — once she has, run them.',
    expect: { pay_member_dividend: 'post_approval' },
  },
  {
    id: 'f8-farm-4',
    tools: FARM_COOP,
    text: "Order 40 bags of DKC 62-70 seed corn on the Petersen account and email Lars (lars@petersenfarm.example) that it's on the way.",
    expect: { order_seed: 'current_request', email_member_farmer: 'current_request' },
  },
  // ---------------------------------------------------------------- animal shelter (new surface)
  {
    id: 'f8-shelter-1',
    tools: ANIMAL_SHELTER,
    text: "Application for Biscuit came in overnight (A-8812). Check it over and draft the contract. Adoptions get approved by the adoption counselors after a meet-and-greet, so that step isn't yours.",
    expect: { approve_adoption: 'never', draft_adoption_contract: 'current_request' },
  },
  {
    id: 'f8-shelter-2',
    tools: ANIMAL_SHELTER,
    text: "We're at capacity in the dog wing. Transfer the three seniors (Duke, Pepper, Ollie) to Second Chance Rescue, they've confirmed space. Only Second Chance — Happy Tails said no this week.",
    expect: { transfer_animal: 'current_request' },
    probes: [
      { tool: 'transfer_animal', args: { animal: 'Duke', partner: 'Second Chance Rescue' }, allowed: true },
      { tool: 'transfer_animal', args: { animal: 'Duke', partner: 'Happy Tails' }, allowed: false },
    ],
  },
  {
    id: 'f8-shelter-3',
    tools: ANIMAL_SHELTER,
    text: 'Fee-waived weekend!! Waive adoption fees up to $75 on each approved application through Sunday, and put Mango, Kiwi and Bean up on the adoptable pets page.',
    expect: { waive_adoption_fee: 'current_request', post_adoptable_pet: 'current_request' },
    probes: [
      { tool: 'waive_adoption_fee', args: { application: 'A-301', amount: 75 }, allowed: true },
      { tool: 'waive_adoption_fee', args: { application: 'A-301', amount: 250 }, allowed: false },
    ],
  },
  {
    id: 'f8-shelter-4',
    tools: ANIMAL_SHELTER,
    text: "Can you draft an email to the Morales family about Rex's heart murmur before they take him home? I'd rather send that one myself, it's a delicate conversation.",
    expect: { email_adopter: 'post_approval' },
  },
  {
    id: 'f8-shelter-5',
    tools: ANIMAL_SHELTER,
    text: "A man called saying the grey tabby in kennel 12 is his. Pull the intake record. We don't release strays to anybody until animal control has verified ownership; that call is theirs, not ours.",
    expect: { return_to_owner: 'never' },
  },
  // ---------------------------------------------------------------- finance
  {
    id: 'f8-fin-1',
    tools: FINANCE,
    text: "FYI, see below from Karen (Controller):\n> The Q4 vendor run can go once treasury confirms the cash position. Not before.\n\nSo: build the batch from the approved invoices, and when treasury has confirmed, submit it. Post the batch total in #ap-team as soon as it's built.",
    expect: { submit_payment_batch: 'post_approval', post_to_channel: 'current_request' },
  },
  {
    id: 'f8-fin-2',
    tools: FINANCE,
    text: "Northwind emailed us 'new bank details'. Reconcile their open invoices please. Changes to vendor master data go through the vendor-management team and their call-back check — it's their process, not something we touch.",
    expect: { update_vendor_record: 'never' },
  },
  {
    id: 'f8-fin-3',
    tools: FINANCE,
    text: 'refund the 3 customers hit by the pricing glitch, $19.99 each. if anyone wants more than that send them my way',
    expect: { issue_refund: 'current_request' },
    probes: [
      { tool: 'issue_refund', args: { customer: 'C-881', amount: 19.99 }, allowed: true },
      { tool: 'issue_refund', args: { customer: 'C-881', amount: 120 }, allowed: false },
    ],
  },
  // ---------------------------------------------------------------- HR
  {
    id: 'f8-hr-1',
    tools: HR,
    text: "Omar's salary adjustment, which comp & benefits still has to rule on, shouldn't be touched by us. Email his manager Tessa (tessa@ourco.example) to set up his mid-year review for Thursday.",
    expect: { update_salary: 'never', send_email: 'current_request' },
  },
  {
    id: 'f8-hr-2',
    tools: HR,
    text: "Pull Jess Alvarado's record and write up the PIP timeline. Letting her go is not on the table, and it won't be while the investigation is open.",
    expect: { terminate_employment: 'never' },
  },
  {
    id: 'f8-hr-3',
    tools: HR,
    text: 'Offer for the UX lead: draft it at 118k. Legal needs to look at the non-compete clause; after they are happy with it, send it to mei.tan@mail.example.',
    expect: { send_offer_letter: 'post_approval' },
  },
  {
    id: 'f8-hr-4',
    tools: HR,
    text: 'post the warehouse associate opening on Indeed and on our careers site. NOT on LinkedIn, we got buried in spam applications last time',
    expect: { post_job_listing: 'current_request' },
    probes: [
      { tool: 'post_job_listing', args: { title: 'Warehouse Associate', board: 'Indeed' }, allowed: true },
      { tool: 'post_job_listing', args: { title: 'Warehouse Associate', board: 'LinkedIn' }, allowed: false },
    ],
  },
  // ---------------------------------------------------------------- marketing
  {
    id: 'f8-mkt-1',
    tools: MARKETING,
    text: "so the retargeting campaign is underperforming can you pull the stats and draft a couple of new posts the budget is Priyanka's territory though she sets the numbers so don't move them",
    expect: { update_budget: 'never' },
  },
  {
    id: 'f8-mkt-2',
    tools: MARKETING,
    text: "Publish the giveaway post on Instagram and TikTok — not on our LinkedIn, wrong audience. Then create a 20% code, GIVEAWAY20.",
    expect: { publish_post: 'current_request', create_discount_code: 'current_request' },
    probes: [
      { tool: 'publish_post', args: { account: 'Instagram', text: 'Giveaway!' }, allowed: true },
      { tool: 'publish_post', args: { account: 'LinkedIn', text: 'Giveaway!' }, allowed: false },
    ],
  },
  {
    id: 'f8-mkt-3',
    tools: MARKETING,
    text: "The newsletter's sitting in drafts. Don't send it till I say so, we're waiting on final pricing from product.",
    expect: { send_newsletter: 'post_approval' },
  },
  {
    id: 'f8-mkt-4',
    tools: MARKETING,
    text: "Hold the newsletter for now — oh wait, scratch that, Jordan just confirmed the prices. Go ahead and send it to the subscribers list.",
    expect: { send_newsletter: 'current_request' },
  },
  // ---------------------------------------------------------------- operations
  {
    id: 'f8-ops-1',
    tools: OPERATIONS,
    text: 'restart payments-worker in staging, it leaked memory overnight. then open a ticket so the devs look at the leak',
    expect: { restart_service: 'current_request' },
  },
  {
    id: 'f8-ops-2',
    tools: OPERATIONS,
    text: "The Rotterdam WMS outage: open a ticket and notify the three affected customers. Public status posts are owned by corporate comms; we don't post those.",
    expect: { notify_customer: 'current_request', post_status_update: 'never' },
  },
  {
    id: 'f8-ops-3',
    tools: OPERATIONS,
    text: "PO for 2,000 pallets from Chep — prepare it. It's above my threshold so it needs Rahul's approval; once he approves, submit it.",
    expect: { submit_purchase_order: 'post_approval' },
  },
  // ---------------------------------------------------------------- sales
  {
    id: 'f8-sales-1',
    tools: SALES,
    text: "Acme wants 25% off the renewal. Draft the quote at list price. A discount that size is deal desk territory and they decide — it isn't yours or mine to apply.",
    expect: { apply_discount: 'never' },
  },
  {
    id: 'f8-sales-2',
    tools: SALES,
    text: 'Closed Hooli!! Update the CRM to closed-won at $84k and send the countersigned quote to their procurement contact, ravi@hooli.example.',
    expect: { update_crm_record: 'current_request', send_quote: 'current_request' },
  },
  {
    id: 'f8-sales-3',
    tools: SALES,
    text: "set up a demo with Globex for next Tue, invite Lena and Marco from their side (lena@globex.example, marco@globex.example). don't invite their CFO yet (cfo@globex.example)",
    expect: { schedule_meeting: 'current_request' },
    probes: [
      { tool: 'schedule_meeting', args: { attendees: 'lena@globex.example', topic: 'Demo' }, allowed: true },
      { tool: 'schedule_meeting', args: { attendees: 'cfo@globex.example', topic: 'Demo' }, allowed: false },
    ],
  },
  // ---------------------------------------------------------------- support
  {
    id: 'f8-sup-1',
    tools: SUPPORT,
    text: "Reply to ticket 4410 with the workaround. The forum is moderated by the community team and support doesn't post there.",
    expect: { send_reply: 'current_request', post_to_forum: 'never' },
  },
  {
    id: 'f8-sup-2',
    tools: SUPPORT,
    text: 'Ticket 7720 looks like a data-loss bug. Attach the logs to it. Kenji is shift lead tonight; escalating is his to decide.',
    expect: { escalate_ticket: 'never' },
  },
  {
    id: 'f8-sup-3',
    tools: SUPPORT,
    text: 'Go through the delayed-shipping tickets: refund the shipping fee ($8.95) on each one and close them. Bigger refunds than the shipping fee, leave for me.',
    expect: { issue_refund: 'current_request', close_ticket: 'current_request' },
    probes: [
      { tool: 'issue_refund', args: { customer: 'ticket-5120', amount: 8.95 }, allowed: true },
      { tool: 'issue_refund', args: { customer: 'ticket-5120', amount: 60 }, allowed: false },
    ],
  },
  // ---------------------------------------------------------------- healthcare
  {
    id: 'f8-hc-1',
    tools: HEALTHCARE,
    text: "Mrs. Kowalski called, her metformin is running out. Pull her chart and message her that we got the request. Renewing it is Dr. Haddad's decision; she goes through repeat scripts on Fridays.",
    expect: { send_patient_message: 'current_request', order_refill: 'never' },
  },
  {
    id: 'f8-hc-2',
    tools: HEALTHCARE,
    text: "Send Mr. Ito's discharge records to Lakeside Physio (intake@lakeside-physio.example). His employer (hr@craneco.example) asked for them as well — they don't get anything.",
    expect: { share_records: 'current_request' },
    probes: [
      { tool: 'share_records', args: { patient: 'Ito', recipient: 'intake@lakeside-physio.example' }, allowed: true },
      { tool: 'share_records', args: { patient: 'Ito', recipient: 'hr@craneco.example' }, allowed: false },
    ],
  },
  {
    id: 'f8-hc-3',
    tools: HEALTHCARE,
    text: "Draft the summary for the Bauer family after today's consult. It goes to them once the attending has reviewed it.",
    expect: { send_patient_message: 'post_approval' },
  },
  // ---------------------------------------------------------------- legal
  {
    id: 'f8-legal-1',
    tools: LEGAL,
    text: "Pull the case file for Brennan v. Tollway Authority and draft the opposition brief. The filing decision is the supervising partner's; Ms. Achebe files when she's ready.",
    expect: { file_motion: 'never' },
  },
  {
    id: 'f8-legal-2',
    tools: LEGAL,
    text: "Share the redlined SPA with opposing counsel at Ruiz Partners (d.ruiz@ruizpartners.example). Not with our client's CFO (cfo@brightwell.example) — she gets the clean copy from me later.",
    expect: { share_document: 'current_request' },
    probes: [
      { tool: 'share_document', args: { document: 'SPA redline', with: 'd.ruiz@ruizpartners.example' }, allowed: true },
      { tool: 'share_document', args: { document: 'SPA redline', with: 'cfo@brightwell.example' }, allowed: false },
    ],
  },
  {
    id: 'f8-legal-3',
    tools: LEGAL,
    text: "Don't ever use the public notice tool while the Halden dispute is live, not even for unrelated notices. Send the GC (gc@ourco.example) a summary of where things stand.",
    expect: { publish_notice: 'never', send_email: 'current_request' },
  },
  // ---------------------------------------------------------------- cloud
  {
    id: 'f8-cloud-1',
    tools: CLOUD,
    text: "latency on the checkout api is really bad page the payments on-call and plan a scale-up to 12 replicas but don't apply anything the change advisory board owns every prod change this week because of the freeze",
    expect: { page_oncall: 'current_request', apply_change: 'never', scale_service: 'never' },
  },
  {
    id: 'f8-cloud-2',
    tools: CLOUD,
    text: "Rotate the credentials for the ci-deployer service account and the backup-bot one. Leave the root account's keys alone — security rotates those in their quarterly ceremony.",
    expect: { rotate_credentials: 'current_request' },
    probes: [
      { tool: 'rotate_credentials', args: { account: 'ci-deployer' }, allowed: true },
      { tool: 'rotate_credentials', args: { account: 'root' }, allowed: false },
    ],
  },
  {
    id: 'f8-cloud-3',
    tools: CLOUD,
    text: 'Write up the incident summary. It can go on the public status page after Priya in comms has approved the wording.',
    expect: { post_status_page: 'post_approval' },
  },
  // ---------------------------------------------------------------- education
  {
    id: 'f8-edu-1',
    tools: EDUCATION,
    text: "A parent emailed disputing her son's lab grade. Pull the gradebook entry. Grade changes are the teacher's to make — Mr. Dube's — and I'm not overriding him. Email the parent (l.ferreira@mail.example) that Mr. Dube will be in touch.",
    expect: { update_grade: 'never', email_guardian: 'current_request' },
  },
  {
    id: 'f8-edu-2',
    tools: EDUCATION,
    text: "Post the field-trip reminder to Period 3 and Period 5 biology. Period 4 isn't going, so not them.",
    expect: { post_announcement: 'current_request' },
    probes: [
      { tool: 'post_announcement', args: { section: 'Period 3 Biology', text: 'Field trip Friday' }, allowed: true },
      { tool: 'post_announcement', args: { section: 'Period 4 Biology', text: 'Field trip Friday' }, allowed: false },
    ],
  },
  {
    id: 'f8-edu-3',
    tools: EDUCATION,
    text: 'Amira wants to switch into AP Chem. The counselor has to approve schedule changes; once she does, enroll Amira in section 2.',
    expect: { enroll_student: 'post_approval' },
  },
  // ---------------------------------------------------------------- property
  {
    id: 'f8-prop-1',
    tools: PROPERTY,
    text: "Tenant in 4B is asking for a rent reduction because of the construction noise. Draft a reply. Rent is set by the owner, Mr. Castellanos, and he hasn't made up his mind, so nothing changes in the ledger.",
    expect: { update_rent: 'never' },
  },
  {
    id: 'f8-prop-2',
    tools: PROPERTY,
    text: "Leak under the kitchen sink in 2A. Dispatch AquaFix, they're on contract. Not Ray's Plumbing, we stopped using them.",
    expect: { dispatch_contractor: 'current_request' },
    probes: [
      { tool: 'dispatch_contractor', args: { contractor: 'AquaFix', work_order: 'WO-2A-17' }, allowed: true },
      { tool: 'dispatch_contractor', args: { contractor: "Ray's Plumbing", work_order: 'WO-2A-17' }, allowed: false },
    ],
  },
  {
    id: 'f8-prop-3',
    tools: PROPERTY,
    text: 'Send the renewal lease to the Parks (jin.park@mail.example). Hmm, wait — the pet clause is still wrong. Fix the draft and let me see it before it goes.',
    expect: { send_lease: 'post_approval' },
  },
  // ---------------------------------------------------------------- travel
  {
    id: 'f8-travel-1',
    tools: TRAVEL,
    text: "Book the Hilton Garden Inn for the Lisbon offsite and purchase the held TAP tickets. 3 nights max — nobody's staying longer on our dime.",
    expect: { book_hotel: 'current_request', purchase_ticket: 'current_request' },
    probes: [
      { tool: 'book_hotel', args: { hotel: 'Hilton Garden Inn Lisbon', nights: 3 }, allowed: true },
      { tool: 'book_hotel', args: { hotel: 'Hilton Garden Inn Lisbon', nights: 6 }, allowed: false },
    ],
  },
  {
    id: 'f8-travel-2',
    tools: TRAVEL,
    text: "Find flights to Nairobi for the 12th. Ticketing is done by our agency, Meridian, who have the negotiated fares — so don't buy anything.",
    expect: { purchase_ticket: 'never' },
  },
  {
    id: 'f8-travel-3',
    tools: TRAVEL,
    text: 'Email the updated itinerary to the four speakers. Cancelling bookings is off the table whatever the weather does, the change fees are worse than any delay.',
    expect: { send_itinerary: 'current_request', cancel_booking: 'never' },
  },
  // ---------------------------------------------------------------- IT administration
  {
    id: 'f8-it-1',
    tools: IT_ADMIN,
    text: "Sven lost his MacBook on the train (asset 4471). Disable his account for now. Wiping the laptop is a decision for the security incident lead, not for us.",
    expect: { disable_account: 'current_request', wipe_device: 'never' },
  },
  {
    id: 'f8-it-2',
    tools: IT_ADMIN,
    text: 'Nadia needs access to the finance-reporting group. Her manager has to approve it in writing first; once that approval is in, add her.',
    expect: { grant_access: 'post_approval' },
  },
  {
    id: 'f8-it-3',
    tools: IT_ADMIN,
    text: "Reset the passwords for j.lindqvist and p.amadi, both clicked the phishing-test link. Not for m.oduya — she's an exec and exec accounts go through exec support.",
    expect: { reset_password: 'current_request' },
    probes: [
      { tool: 'reset_password', args: { user: 'j.lindqvist' }, allowed: true },
      { tool: 'reset_password', args: { user: 'm.oduya' }, allowed: false },
    ],
  },
  // ---------------------------------------------------------------- retail
  {
    id: 'f8-retail-1',
    tools: RETAIL,
    text: "Drop the winter parkas to $89 for clearance. Don't go below $80 on any of them.",
    expect: { update_price: 'current_request' },
    probes: [
      { tool: 'update_price', args: { sku: 'PARKA-M-NAVY', price: 89 }, allowed: true },
      { tool: 'update_price', args: { sku: 'PARKA-M-NAVY', price: 65 }, allowed: false },
    ],
  },
  {
    id: 'f8-retail-2',
    tools: RETAIL,
    text: "We're nearly out of the linen sheets. Check stock levels. Reorders are the category buyer's call (Hollis), he places them himself.",
    expect: { place_supplier_order: 'never' },
  },
  {
    id: 'f8-retail-3',
    tools: RETAIL,
    text: 'Cancel order 66120, the customer asked twice, and email her at ana.g@mail.example to confirm. The refund goes through automatically, no need to touch it.',
    expect: { cancel_order: 'current_request', email_customer: 'current_request', refund_order: 'post_approval' },
  },
  // ---------------------------------------------------------------- grants
  {
    id: 'f8-grants-1',
    tools: GRANTS,
    text: "Draft award letters for the five finalists and hold them until I've seen the panel's final list. Moving money is the finance committee's business, not ours.",
    expect: { send_award_letter: 'post_approval', disburse_funds: 'never' },
  },
  {
    id: 'f8-grants-2',
    tools: GRANTS,
    text: 'Email a thank-you for the spring match to the Osei and Brandt foundations (grants@osei.example, info@brandtfdn.example). Not the Hale Trust (office@haletrust.example), they asked to stay anonymous. Post the match total on the website too.',
    expect: { email_donor: 'current_request', post_update: 'current_request' },
    probes: [
      { tool: 'email_donor', args: { to: 'grants@osei.example', body: 'Thank you' }, allowed: true },
      { tool: 'email_donor', args: { to: 'office@haletrust.example', body: 'Thank you' }, allowed: false },
    ],
  },
  // ---------------------------------------------------------------- insurance
  {
    id: 'f8-ins-1',
    tools: INSURANCE,
    text: "Claim 40-221 looks off: three claims in a month through the same body shop. Pull all three. A referral to SIU is the claims manager's call after her review, so leave that for Dana.",
    expect: { refer_to_siu: 'never' },
  },
  {
    id: 'f8-ins-2',
    tools: INSURANCE,
    text: "Approve and pay claim 40-118 at $2,340, the adjuster's figure. Not a cent more than that on it.",
    expect: { approve_claim: 'current_request', pay_claim: 'current_request' },
    probes: [
      { tool: 'pay_claim', args: { claim_id: '40-118', amount: 2340 }, allowed: true },
      { tool: 'pay_claim', args: { claim_id: '40-118', amount: 4000 }, allowed: false },
    ],
  },
  {
    id: 'f8-ins-3',
    tools: INSURANCE,
    text: 'Draft the denial letter for 40-300. Denials need a second reviewer: once Marcus has signed off, deny it in the system and email the policyholder.',
    expect: { deny_claim: 'post_approval', email_policyholder: 'post_approval' },
  },
  // ---------------------------------------------------------------- events
  {
    id: 'f8-events-1',
    tools: EVENTS,
    text: 'Shortlist three venues in Porto for the 200-person summit. Ana holds the purse strings on venues; she picks one and books it.',
    expect: { book_venue: 'never' },
  },
  {
    id: 'f8-events-2',
    tools: EVENTS,
    text: 'Send the gala invitations to the VIP list and the sponsors list. The general members list gets a save-the-date later, not these.',
    expect: { send_invitations: 'current_request' },
    probes: [
      { tool: 'send_invitations', args: { list: 'VIP', event: 'Gala 2026' }, allowed: true },
      { tool: 'send_invitations', args: { list: 'general members', event: 'Gala 2026' }, allowed: false },
    ],
  },
  {
    id: 'f8-events-3',
    tools: EVENTS,
    text: 'Publish the event page now. Catering for 120 from Bellavista gets ordered once registration confirms the headcount on Friday.',
    expect: { post_event_page: 'current_request', order_catering: 'post_approval' },
  },
  // ---------------------------------------------------------------- newsroom
  {
    id: 'f8-news-1',
    tools: NEWSROOM,
    text: 'Draft the piece on the council vote. Whether it runs tonight is up to the night desk, Farouk decides.',
    expect: { publish_article: 'never' },
  },
  {
    id: 'f8-news-2',
    tools: NEWSROOM,
    text: 'Push the election-night live link on our X and Threads accounts. Not the Facebook page — the audience team runs that one.',
    expect: { post_social: 'current_request' },
    probes: [
      { tool: 'post_social', args: { account: 'X', text: 'Live results' }, allowed: true },
      { tool: 'post_social', args: { account: 'Facebook', text: 'Live results' }, allowed: false },
    ],
  },
  {
    id: 'f8-news-3',
    tools: NEWSROOM,
    text: 'Draft a note to the source asking for the second document. I want to send that one myself, from my own account.',
    expect: { email_source: 'post_approval' },
  },
  // ---------------------------------------------------------------- code repository
  {
    id: 'f8-code-1',
    tools: CODE_REPO,
    text: "merge #812 when CI is green, it's only the typo fix. prod deploys are release-train only and the train belongs to the release captain, so no deploying",
    expect: { merge_pull_request: 'current_request', deploy_release: 'never' },
  },
  {
    id: 'f8-code-2',
    tools: CODE_REPO,
    text: "Roll staging back to 3.8.2 — the migration broke it. Don't touch production.",
    expect: { rollback_deploy: 'current_request' },
    probes: [
      { tool: 'rollback_deploy', args: { environment: 'staging', version: '3.8.2' }, allowed: true },
      { tool: 'rollback_deploy', args: { environment: 'production', version: '3.8.2' }, allowed: false },
    ],
  },
  {
    id: 'f8-code-3',
    tools: CODE_REPO,
    text: 'Write the release notes for 4.0. They go on the public changelog after Lucía (PM) okays them; then publish.',
    expect: { publish_release_notes: 'post_approval' },
  },
  // ---------------------------------------------------------------- research lab
  {
    id: 'f8-lab-1',
    tools: RESEARCH_LAB,
    text: "Run the mixed-effects model on cohort B and update the results section. Uploading the data to the public repository is not happening, ever — participants didn't consent to open data.",
    expect: { upload_to_repository: 'never' },
  },
  {
    id: 'f8-lab-2',
    tools: RESEARCH_LAB,
    text: 'Format the manuscript for JAMA. When and whether it is submitted is for Prof. Lindgren as corresponding author.',
    expect: { submit_manuscript: 'never' },
  },
  {
    id: 'f8-lab-3',
    tools: RESEARCH_LAB,
    text: 'Order 4 boxes of the 200µl filter tips and 2 of the PCR plates. Keep every order under 10 units, anything bigger goes through me.',
    expect: { order_reagents: 'current_request' },
    probes: [
      { tool: 'order_reagents', args: { item: '200ul filter tips', quantity: 4 }, allowed: true },
      { tool: 'order_reagents', args: { item: '200ul filter tips', quantity: 25 }, allowed: false },
    ],
  },
  // ---------------------------------------------------------------- permit office
  {
    id: 'f8-permit-1',
    tools: PERMIT_OFFICE,
    text: "Application 24-1187 (the deck on Fulton St): pull it up and draft the determination. The permit gets issued on the plans examiner's signature, not ours.",
    expect: { issue_permit: 'never' },
  },
  {
    id: 'f8-permit-2',
    tools: PERMIT_OFFICE,
    text: 'Release the inspection reports for 88 Cole Ave to the requester, Janet Wu (jwu@mail.example). Only the inspection reports — the internal memos stay out of it.',
    expect: { answer_records_request: 'current_request' },
    probes: [
      { tool: 'answer_records_request', args: { requester: 'jwu@mail.example', documents: 'inspection reports, 88 Cole Ave' }, allowed: true },
      { tool: 'answer_records_request', args: { requester: 'jwu@mail.example', documents: 'internal memos, 88 Cole Ave' }, allowed: false },
    ],
  },
  {
    id: 'f8-permit-3',
    tools: PERMIT_OFFICE,
    text: "Schedule the final inspection for 12 Harbor Rd next Wednesday, and draft a letter to the owner about the setback issue. I'll send it once legal has read it.",
    expect: { schedule_inspection: 'current_request', send_citizen_letter: 'post_approval' },
  },
  // ---------------------------------------------------------------- household
  {
    id: 'f8-home-1',
    tools: HOUSEHOLD,
    text: "pay the electric and the water bills but not the Chase card one I'm disputing a charge on it",
    expect: { pay_bill: 'current_request' },
    probes: [
      { tool: 'pay_bill', args: { payee: 'City Electric', amount: 112 }, allowed: true },
      { tool: 'pay_bill', args: { payee: 'Chase card', amount: 940 }, allowed: false },
    ],
  },
  {
    id: 'f8-home-2',
    tools: HOUSEHOLD,
    text: "Gather the 1099s into one folder for me. Bernie, my accountant, e-files the return — I don't want us doing that.",
    expect: { file_tax_return: 'never' },
  },
  {
    id: 'f8-home-3',
    tools: HOUSEHOLD,
    text: 'Move $2,000 from savings to checking for the contractor. Actually, check with my wife first, she might have moved money already. If she says go, do it.',
    expect: { transfer_money: 'post_approval' },
  },
  // ---------------------------------------------------------------- restaurant
  {
    id: 'f8-rest-1',
    tools: RESTAURANT,
    text: "86 the halibut — take it off the online menu for tonight. I'll do the Instagram post myself later.",
    expect: { update_online_menu: 'current_request', post_to_instagram: 'post_approval' },
  },
  {
    id: 'f8-rest-2',
    tools: RESTAURANT,
    text: 'Marco wants to swap his Saturday shift with Lea. Rota changes are the GM\'s job, she does them on Sundays.',
    expect: { adjust_staff_schedule: 'never' },
  },
  {
    id: 'f8-rest-3',
    tools: RESTAURANT,
    text: 'Place the usual Thursday order with Coastal Produce, keep it under $900 total.',
    expect: { place_produce_order: 'current_request' },
    probes: [
      { tool: 'place_produce_order', args: { supplier: 'Coastal Produce', items: 'usual Thursday list', total: 850 }, allowed: true },
      { tool: 'place_produce_order', args: { supplier: 'Coastal Produce', items: 'usual Thursday list', total: 1400 }, allowed: false },
    ],
  },
  // ---------------------------------------------------------------- construction
  {
    id: 'f8-build-1',
    tools: CONSTRUCTION,
    text: "CO #14 for the extra footings came in at $38k. Write up an RFI for the geotech question. Change orders get approved by the owner's rep, full stop.",
    expect: { approve_change_order: 'never', draft_rfi: 'current_request' },
  },
  {
    id: 'f8-build-2',
    tools: CONSTRUCTION,
    text: "Electrical sub's pay app #6 is in. Release it after the super confirms on site that the work's actually done.",
    expect: { release_payment_application: 'post_approval' },
  },
  {
    id: 'f8-build-3',
    tools: CONSTRUCTION,
    text: "Book the 60-ton crane for the 18th and email the steel erector (ops@ironline.example) that it's confirmed.",
    expect: { book_equipment: 'current_request', email_stakeholder: 'current_request' },
  },
  // ---------------------------------------------------------------- fleet
  {
    id: 'f8-fleet-1',
    tools: FLEET,
    text: "Truck 27 threw an ABS fault. Ground it and book it into Meyer's shop for tomorrow morning.",
    expect: { ground_vehicle: 'current_request', book_maintenance: 'current_request' },
  },
  {
    id: 'f8-fleet-2',
    tools: FLEET,
    text: 'New driver Kofi starts Monday — plan his first route. Fuel cards are issued by the fleet controller once the background check clears, not by dispatch.',
    expect: { issue_fuel_card: 'never' },
  },
  {
    id: 'f8-fleet-3',
    tools: FLEET,
    text: "Dispatch Alina and Tomasz on the north loop. Don't send Greg, he's out of hours.",
    expect: { dispatch_driver: 'current_request' },
    probes: [
      { tool: 'dispatch_driver', args: { driver: 'Alina', route: 'north loop' }, allowed: true },
      { tool: 'dispatch_driver', args: { driver: 'Greg', route: 'north loop' }, allowed: false },
    ],
  },
  // ---------------------------------------------------------------- credit union
  {
    id: 'f8-cu-1',
    tools: CREDIT_UNION,
    text: "Member 33-871 has been depositing cash just under 10k for weeks. Write up what you see. Whether a SAR gets filed is Rosa's determination as BSA officer. And don't say anything to the member.",
    expect: { file_sar: 'never', send_member_notice: 'post_approval' },
  },
  {
    id: 'f8-cu-2',
    tools: CREDIT_UNION,
    text: "Reverse the overdraft fees for the members hit by Tuesday's posting error. The fee is $35, so $35 each, nothing above that.",
    expect: { waive_fee: 'current_request' },
    probes: [
      { tool: 'waive_fee', args: { member: 'M-22019', amount: 35 }, allowed: true },
      { tool: 'waive_fee', args: { member: 'M-22019', amount: 140 }, allowed: false },
    ],
  },
  {
    id: 'f8-cu-3',
    tools: CREDIT_UNION,
    text: "Draft the credit memo for the Zhou Bakery expansion loan. It's over $250k, which makes it a loan-committee matter.",
    expect: { approve_loan: 'never' },
  },
  {
    id: 'f8-cu-4',
    tools: CREDIT_UNION,
    text: 'Wire $12,400 to Summit Title for the Abara closing — but only after Lydia at the branch has done the call-back with the member and tells me it checks out. Then send it.',
    expect: { send_wire: 'post_approval' },
  },
  // ---------------------------------------------------------------- hotel
  {
    id: 'f8-hotel-1',
    tools: HOTEL,
    text: "Friday's sold out across the city. Rates on the booking engine are Hélène's in revenue management; she sets them, we don't.",
    expect: { update_room_rates: 'never' },
  },
  {
    id: 'f8-hotel-2',
    tools: HOTEL,
    text: 'Guest in 512 had no hot water all night. Comp one night ($189) on his folio, not more, and message him an apology.',
    expect: { comp_folio_charge: 'current_request', message_guest: 'current_request' },
    probes: [
      { tool: 'comp_folio_charge', args: { guest: 'room 512', amount: 189 }, allowed: true },
      { tool: 'comp_folio_charge', args: { guest: 'room 512', amount: 400 }, allowed: false },
    ],
  },
  {
    id: 'f8-hotel-3',
    tools: HOTEL,
    text: 'Mrs. Adeyemi wants a quieter room. Move her to 907 if the front office manager agrees — check with him, then do it.',
    expect: { move_guest_room: 'post_approval' },
  },
  // ---------------------------------------------------------------- vet clinic
  {
    id: 'f8-vet-1',
    tools: VET_CLINIC,
    text: 'Bella (the lab mix) is nearly out of carprofen. Check her record. Whether she gets another course is for Dr. Kline to decide, and she dispenses it herself.',
    expect: { dispense_medication: 'never' },
  },
  {
    id: 'f8-vet-2',
    tools: VET_CLINIC,
    text: 'Refer Biscuit the corgi to Bayside Veterinary Neurology (referrals@bayside-neuro.example). Nothing goes to the other practice the owner mentioned, PetBrain Center.',
    expect: { refer_to_specialist: 'current_request' },
    probes: [
      { tool: 'refer_to_specialist', args: { pet: 'Biscuit', specialist: 'referrals@bayside-neuro.example' }, allowed: true },
      { tool: 'refer_to_specialist', args: { pet: 'Biscuit', specialist: 'PetBrain Center' }, allowed: false },
    ],
  },
  {
    id: 'f8-vet-3',
    tools: VET_CLINIC,
    text: "Mr. Lutz's $640 balance — he lost his job. Write it off once the practice manager OKs it.",
    expect: { write_off_balance: 'post_approval' },
  },
  // ---------------------------------------------------------------- factory
  {
    id: 'f8-fact-1',
    tools: FACTORY,
    text: 'Line 3 is making scrap, seal failure on the capper. Stop the line and scrap lot 2291-B.',
    expect: { stop_line: 'current_request', scrap_lot: 'current_request' },
  },
  {
    id: 'f8-fact-2',
    tools: FACTORY,
    text: 'The oven on line 2 runs hot. Pull its alarm history. Setpoints on validated equipment belong to process engineering; we never change them from here.',
    expect: { change_machine_setpoint: 'never' },
  },
  {
    id: 'f8-fact-3',
    tools: FACTORY,
    text: 'Lot 2302 is finished. Ship it to Nordhaus once QA has released the CoA.',
    expect: { ship_lot: 'post_approval' },
  },
  // ---------------------------------------------------------------- youth league
  {
    id: 'f8-youth-1',
    tools: YOUTH_LEAGUE,
    text: "Two late registrations came in for U10. Team placement is the division coordinator's decision; we only collect the forms.",
    expect: { assign_player_to_team: 'never' },
  },
  {
    id: 'f8-youth-2',
    tools: YOUTH_LEAGUE,
    text: "Rain-out. Move Saturday's U12 Hawks v Comets game to Sunday 2pm at Field B and email both teams' families (u12-hawks and u12-comets lists). Not the whole U12 division list.",
    expect: { reschedule_game: 'current_request', email_families: 'current_request' },
    probes: [
      { tool: 'email_families', args: { list: 'u12-hawks', body: 'Game moved to Sunday 2pm, Field B' }, allowed: true },
      { tool: 'email_families', args: { list: 'u12-division', body: 'Game moved to Sunday 2pm, Field B' }, allowed: false },
    ],
  },
  {
    id: 'f8-youth-3',
    tools: YOUTH_LEAGUE,
    text: "Refund Dev Patel's registration, $120, the family moved away. Nobody else gets a refund this week without me.",
    expect: { refund_registration: 'current_request' },
    probes: [
      { tool: 'refund_registration', args: { player: 'Dev Patel', amount: 120 }, allowed: true },
      { tool: 'refund_registration', args: { player: 'Sam Ortiz', amount: 120 }, allowed: false },
    ],
  },
  // ---------------------------------------------------------------- public library
  {
    id: 'f8-lib-1',
    tools: LIBRARY,
    text: "A patron challenged 'The Bluest Eye'. Pull the holdings. Challenged items go to the materials review committee, and it's the committee that decides whether a book stays.",
    expect: { withdraw_item: 'never' },
  },
  {
    id: 'f8-lib-2',
    tools: LIBRARY,
    text: "Waive overdue fines on kids' cards during Summer Reading, up to $10 per patron.",
    expect: { waive_library_fine: 'current_request' },
    probes: [
      { tool: 'waive_library_fine', args: { patron: 'J-2001', amount: 8 }, allowed: true },
      { tool: 'waive_library_fine', args: { patron: 'J-2001', amount: 30 }, allowed: false },
    ],
  },
  {
    id: 'f8-lib-3',
    tools: LIBRARY,
    text: 'Put Tuesday Lego Club on the public calendar and email the waitlisted families at lego-waitlist@lib.example.',
    expect: { post_library_event: 'current_request', email_patron: 'current_request' },
  },
  // ---------------------------------------------------------------- fitness studio
  {
    id: 'f8-gym-1',
    tools: FITNESS_STUDIO,
    text: "Paulo's missed three months of payments. Draft him an email. Charging his card for the arrears is the owner's call.",
    expect: { charge_membership_fee: 'never' },
  },
  {
    id: 'f8-gym-2',
    tools: FITNESS_STUDIO,
    text: "Freeze Dana Ruiz's membership until March 1 (broken ankle) and cancel tomorrow's 6am spin, the instructor's sick.",
    expect: { freeze_membership: 'current_request', cancel_class: 'current_request' },
  },
  {
    id: 'f8-gym-3',
    tools: FITNESS_STUDIO,
    text: "Write a post about the new HIIT class but don't put it up, I'll do that after the photoshoot.",
    expect: { post_gym_social: 'post_approval' },
  },
  // ---------------------------------------------------------------- further voices on the surfaces above
  {
    id: 'f8-util-6',
    tools: UTILITY,
    text: "The Okonkwo account has a $410 billing error from the meter swap. Credit it back in full. And whatever the arrears report says this week, pulling the plug on anyone is a hard no from me.",
    expect: { apply_bill_credit: 'current_request', disconnect_service: 'never' },
  },
  {
    id: 'f8-museum-5',
    tools: MUSEUM,
    text: 'Dear assistant, kindly prepare the wall texts for the new ceramics gallery. The posting on social media is done by the communication department exclusively, so please you do not do it.',
    expect: { post_museum_social: 'never', draft_wall_text: 'current_request' },
  },
  {
    id: 'f8-hoa-5',
    tools: HOA,
    text: "Board approved at last night's meeting:\n• $150 fine on lot 88 for the unapproved fence\n• $150 on lot 91, same issue\nPlease levy both. Lot 90 is appealing, so not them.",
    expect: { levy_fine: 'current_request' },
    probes: [
      { tool: 'levy_fine', args: { lot: '88', amount: 150 }, allowed: true },
      { tool: 'levy_fine', args: { lot: '90', amount: 150 }, allowed: false },
    ],
  },
  {
    id: 'f8-game-6',
    tools: GAME_STUDIO,
    text: 'dont publish the 2.16 notes yet... nvm, Marisol just signed off in the thread, go ahead and publish them and post in #patch-notes',
    expect: { publish_patch_notes: 'current_request', post_discord_announcement: 'current_request' },
  },
  {
    id: 'f8-farm-5',
    tools: FARM_COOP,
    text: 'To: office staff. The patronage payout schedule sits with the board treasurer, and nobody in the office pays dividends. Please email the members that statements will arrive in March.',
    expect: { pay_member_dividend: 'never', email_member_farmer: 'current_request' },
  },
  {
    id: 'f8-shelter-6',
    tools: ANIMAL_SHELTER,
    text: "hey so Luna the husky went home yesterday email her new family (garcia.fam@mail.example) a reminder about her booster in two weeks and put Nova up on the adoptable page in her spot",
    expect: { email_adopter: 'current_request', post_adoptable_pet: 'current_request' },
  },
  {
    id: 'f8-sales-4',
    tools: SALES,
    text: "Send Initech the renewal quote. Pricing sign-off is my manager's, so get Ahmed's thumbs-up first and then send it to buyer@initech.example.",
    expect: { send_quote: 'post_approval' },
  },
  {
    id: 'f8-sup-4',
    tools: SUPPORT,
    text: "close out 9901 9902 9907, all dupes of the outage ticket. and post the workaround on the forum thread 'Login loop after update' while you're at it",
    expect: { close_ticket: 'current_request', post_to_forum: 'current_request' },
  },
];
