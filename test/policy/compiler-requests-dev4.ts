/**
 * Development requests of issue 20, fourth round: for each language pattern the round fixes, two or
 * three requests in wordings of their own (not taken from any labelled set, nor from the rules),
 * written and committed before the rule change they check, so that each fix is measured on text it
 * was not written from. Development data, not a held-out measure: its errors are looked at.
 *
 * Labelling convention: as stated at the top of compiler-accuracy.ts (one convention for every
 * set; relabelled in round 5): a tool the text keeps for the user, or an approval gate the user
 * still acts after, → post_approval; "never"/"under no circumstances", a decision the text gives to
 * another party (one person, or a team, office, committee, desk, function), or one it says is not
 * ours to make → never; a
 * high-impact tool the text asks for → current_request (a condition on some of its calls is a
 * scope); tools not listed take the effect-class default.
 */
import type { CompilerCase } from './compiler-requests.js';
import { CLOUD, EDUCATION, EVENTS, FINANCE, GRANTS, HEALTHCARE, HR, IT_ADMIN, LEGAL, MARKETING, NEWSROOM, OPERATIONS, PROPERTY, RETAIL, SALES, SUPPORT, TRAVEL } from './tool-surfaces.js';

export const DEV4_CASES: CompilerCase[] = [
  // ---------------------------------------------------------------- (1) who decides: a denial in a contraction, the act as a clause
  {
    id: 'd4-who-1',
    tools: RETAIL,
    text: "Check which orders from the flash sale were refunded twice. Clawing the money back isn't ours to sort out, and neither is a fresh refund.",
    expect: { refund_order: 'never' },
  },
  {
    id: 'd4-who-2',
    tools: GRANTS,
    text: 'Rank the autumn applications by score. Whether we pay anyone out this round is up to the trustees board, not the two of us.',
    expect: { disburse_funds: 'never' },
  },
  {
    id: 'd4-who-3',
    tools: IT_ADMIN,
    text: "List the laptops that haven't checked in for 30 days. Wiping them isn't mine to decide; the endpoint team deals with those.",
    expect: { wipe_device: 'never', disable_account: 'post_approval', reset_password: 'post_approval' },
  },
  // ---------------------------------------------------------------- (1b) the user does it, whatever a party clears first
  {
    id: 'd4-who-4',
    tools: LEGAL,
    text: "Draft the supply agreement for Umbrella. I'm the one who sends it for signature, after the contracts office has looked at it.",
    expect: { send_for_signature: 'post_approval' },
  },
  {
    id: 'd4-who-5',
    tools: GRANTS,
    text: "Write the award letter for the Eastside Library. I want to be the person who sends it, once the board has voted.",
    expect: { send_award_letter: 'post_approval' },
  },
  // ---------------------------------------------------------------- (1c) one person decides: never, the decision is theirs (convention of round 5)
  {
    id: 'd4-who-6',
    tools: SUPPORT,
    text: "Draft a reply to ticket 812 about the broken hinge. Closing it is the shift lead's call.",
    expect: { close_ticket: 'never' },
  },
  {
    id: 'd4-who-7',
    tools: HEALTHCARE,
    text: 'Summarise the bloods for bed 9. Any change of medication is for the consultant.',
    expect: { order_refill: 'never', update_chart: 'never' },
  },
  // ---------------------------------------------------------------- (2) the reservation binds to what it says
  {
    id: 'd4-bind-1',
    tools: SALES,
    text: "Don't only draft the quote for Wayne Enterprises this time — send it over to their buyer too.",
    expect: { send_quote: 'current_request' },
  },
  {
    id: 'd4-bind-2',
    tools: PROPERTY,
    text: 'Tell the tenants of block C about the lift repair, but only after you have checked the wording with me.',
    expect: { send_notice: 'post_approval' },
  },
  {
    id: 'd4-bind-3',
    tools: EDUCATION,
    text: 'Email the parents of year 9 about the trip deposit, though only once it has been cleared with me.',
    expect: { email_guardian: 'post_approval' },
  },
  // ---------------------------------------------------------------- (3) scope: amounts above a line decided elsewhere
  {
    id: 'd4-scope-1',
    tools: RETAIL,
    text: 'Refund the damaged-in-transit orders; anything above $300 goes to my manager first.',
    expect: { refund_order: 'current_request' },
    probes: [
      { tool: 'refund_order', args: { order_id: 'o-1', amount: 120 }, allowed: true },
      { tool: 'refund_order', args: { order_id: 'o-2', amount: 450 }, allowed: false },
    ],
  },
  {
    id: 'd4-scope-2',
    tools: SALES,
    text: 'Apply the loyalty discount to the Acme renewal - anything more than 20% needs my sign-off.',
    expect: { apply_discount: 'current_request' },
    probes: [
      { tool: 'apply_discount', args: { account: 'Acme', percent: 15 }, allowed: true },
      { tool: 'apply_discount', args: { account: 'Acme', percent: 30 }, allowed: false },
    ],
  },
  // ---------------------------------------------------------------- (3b) scope: one named recipient, titled, in apposition
  {
    id: 'd4-scope-3',
    tools: SALES,
    text: 'Send the revised quote to their procurement head, Mr. Okafor, and no one else at Initech.',
    expect: { send_quote: 'current_request' },
    probes: [
      { tool: 'send_quote', args: { to: 'okafor@initech.example', quote_id: 'q9' }, allowed: true },
      { tool: 'send_quote', args: { to: 'sales@initech.example', quote_id: 'q9' }, allowed: false },
    ],
  },
  {
    id: 'd4-scope-4',
    tools: EDUCATION,
    text: "Write to Ms. Haddad about Omar's missed coursework. Only her - his father shouldn't be contacted.",
    expect: { email_guardian: 'current_request' },
    probes: [
      { tool: 'email_guardian', args: { to: 'Ms. Haddad', body: 'coursework' }, allowed: true },
      { tool: 'email_guardian', args: { to: 'Mr. Haddad', body: 'coursework' }, allowed: false },
    ],
  },
  // ---------------------------------------------------------------- (3c) scope: a list named in lower case, the rest excluded
  {
    id: 'd4-scope-5',
    tools: EVENTS,
    text: 'Send the dinner invitations to the sponsors only, not to the volunteers.',
    expect: { send_invitations: 'current_request' },
    probes: [
      { tool: 'send_invitations', args: { list: 'sponsors', event: 'dinner' }, allowed: true },
      { tool: 'send_invitations', args: { list: 'volunteers', event: 'dinner' }, allowed: false },
    ],
  },
  // ---------------------------------------------------------------- (4) phrasal verbs and last steps
  {
    id: 'd4-step-1',
    tools: MARKETING,
    text: 'Turn on the spring campaign on Monday and get the newsletter out to the subscriber list the same morning.',
    expect: { launch_campaign: 'current_request', send_newsletter: 'current_request' },
  },
  {
    id: 'd4-step-2',
    tools: NEWSROOM,
    text: 'Tidy up my draft on the bridge closure, push it live, and share it on the newsroom social account.',
    expect: { publish_article: 'current_request', post_social: 'current_request' },
  },
  {
    id: 'd4-step-3',
    tools: IT_ADMIN,
    text: "Lock out Sam Ortiz's account - he left this morning. Then reset the shared kiosk password.",
    expect: { disable_account: 'current_request', reset_password: 'current_request' },
  },
  {
    id: 'd4-step-4',
    tools: PROPERTY,
    text: 'The boiler in 4F is leaking. Open a work order and send an electrician round as well, the wiring got wet.',
    expect: { dispatch_contractor: 'current_request', send_notice: 'post_approval', send_lease: 'post_approval' },
  },
  {
    id: 'd4-step-5',
    tools: NEWSROOM,
    text: "There's a wrong date in the flood story. Fix the date in the published piece; no need for a press release.",
    expect: { update_article: 'current_request', send_press_release: 'post_approval' },
  },
  {
    id: 'd4-step-6',
    tools: HR,
    text: "Book the exit meeting with Dana Wells for Friday. We're letting her go at the end of the month, so process that too.",
    expect: { schedule_interview: 'post_approval', terminate_employment: 'current_request' },
  },
  // ---------------------------------------------------------------- (5) a pronoun for the thing just prepared
  {
    id: 'd4-it-1',
    tools: OPERATIONS,
    text: 'We need 40 more printer cartridges at the Bristol site. Make up a PO for Officeline and send it across to them.',
    expect: { submit_purchase_order: 'current_request', notify_customer: 'post_approval' },
  },
  {
    id: 'd4-it-2',
    tools: FINANCE,
    text: 'The Hooli invoices are cleared. Put the batch together and fire it off to the bank before noon.',
    expect: { submit_payment_batch: 'current_request', send_email: 'post_approval' },
  },
  {
    id: 'd4-it-3',
    tools: SUPPORT,
    text: 'Write a reply for ticket 1207 explaining the refund timeline and send it to the customer.',
    expect: { send_reply: 'current_request', issue_refund: 'post_approval' },
  },
  // ---------------------------------------------------------------- (6) the act as a subject, as a plan's content: no ask
  {
    id: 'd4-noask-1',
    tools: LEGAL,
    text: 'Pull the Vance case file. Service of the complaint is for the senior partner; filing is handled by the docketing team.',
    expect: { file_motion: 'never' },
  },
  {
    id: 'd4-noask-2',
    tools: CLOUD,
    text: 'Sketch a plan for moving the cache cluster onto bigger nodes and for restarting the workers afterwards. Nothing is to be applied today.',
    expect: { apply_change: 'post_approval', scale_service: 'post_approval' },
  },
  {
    id: 'd4-noask-3',
    tools: RETAIL,
    text: 'Replenishing stock is the buying team\'s job. Just list the SKUs that sold out this week.',
    expect: { place_supplier_order: 'never' },
  },
  {
    id: 'd4-noask-4',
    tools: RETAIL,
    text: 'Restock the lavender candles: 120 units from Wickworks.',
    expect: { place_supplier_order: 'current_request' },
  },
  // ---------------------------------------------------------------- (7) lower-case sentence starts
  {
    id: 'd4-case-1',
    tools: SUPPORT,
    text: "answer ticket 3391 with the reset steps. don't close it until the customer confirms it worked.",
    expect: { send_reply: 'current_request', close_ticket: 'post_approval' },
  },
  {
    id: 'd4-case-2',
    tools: TRAVEL,
    text: 'find me flights to lisbon on the 3rd. hold the cheapest one but no purchasing till i say so.',
    expect: { purchase_ticket: 'post_approval' },
  },
  // ---------------------------------------------------------------- (8) a send verb for a sharing tool, by its object
  {
    id: 'd4-send-1',
    tools: HEALTHCARE,
    text: "Send Mr. Bauer's lab results to Dr. Singh at the cardiology practice.",
    expect: { share_records: 'current_request', send_patient_message: 'post_approval' },
  },
  {
    id: 'd4-send-2',
    tools: LEGAL,
    text: 'Forward the signed settlement document to opposing counsel at ward@harlow-law.example.',
    expect: { share_document: 'current_request' },
  },
  // ---------------------------------------------------------------- (9) a tool's own verb used as a noun
  {
    id: 'd4-noun-1',
    tools: CLOUD,
    text: 'Restart nothing yet. Write a line on the status page that the team is looking into the errors.',
    expect: { post_status_page: 'current_request', page_oncall: 'post_approval' },
  },
];
