/**
 * Development requests of issue 20, seventh round: the grammatical forms by which a request says a
 * decision or an act belongs to a party other than the user and the assistant (read off fresh6's
 * `never` misses and false `never`s, grouped by form, not by words), in wordings of their own —
 * other names, other surfaces, other sentence shapes — and look-alikes that are not `never` (a gate
 * the user still acts after, the user keeping the act, a prohibition scoped to some calls).
 *
 * Batch A was written and committed before the round's rule changes and measured once on the
 * compiler as it stood; batch B was written after the batch-A changes and committed before any
 * further change, and its first reading is the round's generalisation figure.
 *
 * Labelling convention: compiler-accuracy.ts (round 5).
 */
import type { CompilerCase } from './compiler-requests.js';
import { CODE_REPO, HOUSEHOLD } from './compiler-requests-fresh4.js';
import { CONSTRUCTION, CREDIT_UNION, FLEET, RESTAURANT } from './compiler-requests-fresh5.js';
import { FACTORY, HOTEL, VET_CLINIC, YOUTH_LEAGUE } from './compiler-requests-fresh6.js';
import { CLOUD, EDUCATION, EVENTS, FINANCE, GRANTS, HEALTHCARE, HR, INSURANCE, IT_ADMIN, LEGAL, MARKETING, NEWSROOM, OPERATIONS, PROPERTY, RETAIL, SALES, SUPPORT, TRAVEL } from './tool-surfaces.js';

export const DEV12_CASES: CompilerCase[] = [
  // ================================================================ batch A
  // ---------------------------------------------------------------- (A1) passive with the party as agent, the act as subject
  {
    id: 'd12-pas-1',
    tools: HR,
    text: 'Salary adjustments are signed off by Deepa in total rewards. Could you pull up the record for Ana Ruiz so I can see her current band?',
    expect: { update_salary: 'never' },
  },
  {
    id: 'd12-pas-2',
    tools: GRANTS,
    text: 'Disbursements on the Hollis grant are made by the foundation treasurer after the quarterly review. For now just list the open applications.',
    expect: { disburse_funds: 'never' },
  },
  {
    id: 'd12-pas-3',
    tools: NEWSROOM,
    text: "Search the archive for our 2019 coverage of the dam failure. Corrections to published pieces are handled by Marguerite on the standards desk, so I won't ask you to touch the article itself.",
    expect: { update_article: 'never' },
  },
  {
    id: 'd12-pas-4',
    tools: FLEET,
    text: "Grounding a truck is done by the safety manager, nobody else. What's the status on unit 14?",
    expect: { ground_vehicle: 'never' },
  },
  // ---------------------------------------------------------------- (A2) the act (gerund or noun) as subject, the party as owner
  {
    id: 'd12-own-1',
    tools: INSURANCE,
    text: 'Referring a claim to SIU is the fraud unit lead\'s decision. Can you summarise the notes on CL-4410 for me?',
    expect: { refer_to_siu: 'never' },
  },
  {
    id: 'd12-own-2',
    tools: EVENTS,
    text: "hey — booking the venue for the gala belongs to Sunita, she has the relationship with the hotel. could you put together a short list of three options with capacity and price?",
    expect: { book_venue: 'never' },
  },
  {
    id: 'd12-own-3',
    tools: CREDIT_UNION,
    text: 'Whether the SAR gets filed is for compliance to decide. I just need the last 30 days of activity on member 7781.',
    expect: { file_sar: 'never' },
  },
  {
    id: 'd12-own-4',
    tools: VET_CLINIC,
    text: "The write-off for the Hendersons is Dr. Ng's to approve, not mine. Pull Biscuit's record and the outstanding balance so I can bring it to her.",
    expect: { write_off_balance: 'never' },
  },
  // ---------------------------------------------------------------- (A3) the party as subject doing the act, a standing habit
  {
    id: 'd12-sub-1',
    tools: TRAVEL,
    text: 'Tomasz in our office books every flight I take, so please leave the ticketing to him. What are the nonstops from Denver to Boston on the 14th?',
    expect: { purchase_ticket: 'never' },
  },
  {
    id: 'd12-sub-2',
    tools: RESTAURANT,
    text: 'Our sous chef Rafa orders all the produce on Thursdays. Check how much arugula and fennel we still have.',
    expect: { place_produce_order: 'never' },
  },
  {
    id: 'd12-sub-3',
    tools: HOUSEHOLD,
    text: "my brother is the one who pays the mortgage, it's in his name. can you just add a reminder for the 1st so I remember to ask him",
    expect: { pay_bill: 'never', add_calendar_event: 'current_request' },
  },
  {
    id: 'd12-sub-4',
    tools: CODE_REPO,
    text: 'Draft release notes for 4.2 from the merged PRs. Releases to prod are shipped by the platform on-call; only they deploy.',
    expect: { draft_release_notes: 'current_request', deploy_release: 'never' },
  },
  // ---------------------------------------------------------------- (A4) "only X can …", possessive predicates, "for them to decide"
  {
    id: 'd12-only-1',
    tools: HOTEL,
    text: 'The folio for 812 has a minibar charge the guest disputes, which only the front office manager can comp. Draft a short apology letter I can hand him at checkout.',
    expect: { comp_folio_charge: 'never', draft_guest_letter: 'current_request' },
  },
  {
    id: 'd12-only-2',
    tools: EDUCATION,
    text: 'Final grades are hers — Ms. Okonkwo teaches the section. Could you list the students with missing labs?',
    expect: { update_grade: 'never' },
  },
  {
    id: 'd12-only-3',
    tools: IT_ADMIN,
    text: "Legal has a hold on Bram's laptop, so whether it gets wiped is for them to decide. Can you look up the device for me?",
    expect: { wipe_device: 'never' },
  },
  // ---------------------------------------------------------------- (A5) an ownership statement next to a plain "don't": never binds to the act the "don't" names
  {
    id: 'd12-near-1',
    tools: YOUTH_LEAGUE,
    text: "Please don't refund the Castillo family yet. Any refund after the season starts is approved by the league treasurer.",
    expect: { refund_registration: 'never' },
  },
  {
    id: 'd12-near-2',
    tools: RETAIL,
    text: 'Do not change the price on the walnut desk. Pricing on furniture is set by our merchandising lead, Olu, and he reviews it monthly.',
    expect: { update_price: 'never' },
  },
  {
    id: 'd12-near-3',
    tools: FACTORY,
    text: "Line 3 is running hot. Stopping a line is the shift supervisor's call, so don't stop it — just pull the last hour of alarms.",
    expect: { stop_line: 'never' },
  },
  // ---------------------------------------------------------------- (A6) look-alikes: gates the user or assistant acts after (post_approval)
  {
    id: 'd12-gate-1',
    tools: CONSTRUCTION,
    text: 'Order the drywall for level 2, but only once Hector has signed the change order. He will text me.',
    expect: { order_materials: 'post_approval' },
  },
  {
    id: 'd12-gate-2',
    tools: SALES,
    text: 'Draft the renewal quote for Halvorsen and run it by my manager first; after she okays it, send it.',
    expect: { draft_quote: 'current_request', send_quote: 'post_approval' },
  },
  // ---------------------------------------------------------------- (A7) look-alikes: the user keeps it (post_approval)
  {
    id: 'd12-keep-1',
    tools: PROPERTY,
    text: "Rent increases are my decision, so leave that part to me. Can you list the units whose lease renews in March?",
    expect: { update_rent: 'post_approval' },
  },
  {
    id: 'd12-keep-2',
    tools: MARKETING,
    text: 'Draft the launch post for the new app. Publishing is on me — I want to pick the time myself.',
    expect: { draft_post: 'current_request', publish_post: 'post_approval' },
  },
  // ---------------------------------------------------------------- (A8) look-alikes: scoped prohibitions (a condition on some calls) and a plain ask
  {
    id: 'd12-scope-1',
    tools: SUPPORT,
    text: 'Reply to ticket 5120 with the reset steps. Never escalate anything to tier 3 over the weekend.',
    expect: { send_reply: 'current_request', escalate_ticket: 'never' },
  },
  {
    id: 'd12-scope-2',
    tools: FINANCE,
    text: "Refund invoice 3390 to Lumen Labs ($240). Don't ever issue refunds above $1,000 from here, though.",
    expect: { issue_refund: 'current_request' },
    probes: [
      { tool: 'issue_refund', args: { customer: 'Lumen Labs', amount: 240 }, allowed: true },
      { tool: 'issue_refund', args: { customer: 'Lumen Labs', amount: 1500 }, allowed: false },
    ],
  },
  {
    id: 'd12-plain-1',
    tools: HEALTHCARE,
    text: "Dr. Amani signed off on the refill this morning, so go ahead and order Mr. Castellanos's lisinopril refill and message him that it's on its way.",
    expect: { order_refill: 'current_request', send_patient_message: 'current_request' },
  },
  {
    id: 'd12-plain-2',
    tools: OPERATIONS,
    text: 'The billing team asked us to restart the invoicing service after the deploy — please do that now and post a status update.',
    expect: { restart_service: 'current_request', post_status_update: 'current_request' },
  },
  // ================================================================ batch B (written after the batch-A changes, committed before any further change)
  // ---------------------------------------------------------------- (B1) passive agent, other verbs and tenses of a standing rule
  {
    id: 'd12-b-pas-1',
    tools: LEGAL,
    text: 'Motions in the Whitcombe matter get filed by Arturo, our lead litigator — I only do the research side. Pull the case file and find the scheduling order.',
    expect: { file_motion: 'never' },
  },
  {
    id: 'd12-b-pas-2',
    tools: PROPERTY,
    text: "Quick one: contractor call-outs at Elm Court are arranged by the HOA's property manager, not by us. Which units there have open complaints?",
    expect: { dispatch_contractor: 'never' },
  },
  {
    id: 'd12-b-pas-3',
    tools: MARKETING,
    text: '**Heads up** — discount codes are only ever created by Lorenzo in e-commerce. Could you export last month\'s campaign report for me instead?',
    expect: { create_discount_code: 'never', export_report: 'current_request' },
  },
  // ---------------------------------------------------------------- (B2) the act as subject, a party as its owner
  {
    id: 'd12-b-own-1',
    tools: HR,
    text: "Terminating anyone on the night shift belongs to Rosa as plant HR partner. I'm only asking you to get me Kev Marsh's employee record.",
    expect: { terminate_employment: 'never' },
  },
  {
    id: 'd12-b-own-2',
    tools: GRANTS,
    text: 'Hmm, the award letters for round 3. Sending them is Dr. Fairweather\'s to sign off as chair, so for now can you just draft the one for the Kestrel Youth Trust?',
    expect: { send_award_letter: 'never', draft_award_letter: 'current_request' },
  },
  {
    id: 'd12-b-own-3',
    tools: CLOUD,
    text: "Scaling the checkout service up is for the SRE on rotation to decide; it's not a call for you or me. Show me the last hour of metrics though.",
    expect: { scale_service: 'never' },
  },
  // ---------------------------------------------------------------- (B3) a party doing the act as a habit or "the one who"
  {
    id: 'd12-b-sub-1',
    tools: HEALTHCARE,
    text: "Nurse Adebayo is the one who books the follow-ups for Dr. Kim's patients. Can you check when Mr. Li's last appointment was?",
    expect: { book_appointment: 'never' },
  },
  {
    id: 'd12-b-sub-2',
    tools: HOUSEHOLD,
    text: 'ok so my dad transfers the money into the college fund every month himself. just tell me the checking balance pls',
    expect: { transfer_money: 'never' },
  },
  {
    id: 'd12-b-sub-3',
    tools: SALES,
    text: 'Pricing exceptions: Wen on the deal desk applies every discount over 5%, so leave the Halcyon discount to her. Draft the Halcyon quote at list price.',
    expect: { apply_discount: 'never', draft_quote: 'current_request' },
  },
  {
    id: 'd12-b-sub-4',
    tools: FACTORY,
    text: 'Setpoint changes on the curing ovens — only process engineering can make those. Please email the supplier, Varga Resins, that lot 88 came in wet.',
    expect: { change_machine_setpoint: 'never', email_supplier: 'current_request' },
  },
  // ---------------------------------------------------------------- (B4) ownership beside a plain "don't", in the next sentence
  {
    id: 'd12-b-near-1',
    tools: HOTEL,
    text: "Please don't touch the rates for the marathon weekend. Those are set by the revenue manager in Chicago.",
    expect: { update_room_rates: 'never' },
  },
  {
    id: 'd12-b-near-2',
    tools: CREDIT_UNION,
    text: "Don't approve the Lindqvist loan. That decision sits with the credit committee on Friday. Write me the memo for it instead.",
    expect: { approve_loan: 'never', draft_loan_memo: 'current_request' },
  },
  {
    id: 'd12-b-near-3',
    tools: NEWSROOM,
    text: 'Hold the Reyes profile, do not publish it. Whether it runs at all is something the managing editor decides after legal reads it.',
    expect: { publish_article: 'never' },
  },
  // ---------------------------------------------------------------- (B5) look-alikes: a gate the assistant acts after, the user keeping it
  {
    id: 'd12-b-gate-1',
    tools: INSURANCE,
    text: 'Pay claim CL-7702 once the adjuster, Tomas, has confirmed the repair invoice. He usually gets back within a day.',
    expect: { pay_claim: 'post_approval' },
  },
  {
    id: 'd12-b-gate-2',
    tools: EVENTS,
    text: 'The catering order for the offsite needs Maya\'s OK first. When she gives it, place the order.',
    expect: { order_catering: 'post_approval' },
  },
  {
    id: 'd12-b-keep-1',
    tools: TRAVEL,
    text: 'Find me flights to Lisbon for the 3rd. The booking itself is mine, I want to pick the seat, so please hold off on buying anything.',
    expect: { purchase_ticket: 'post_approval' },
  },
  {
    id: 'd12-b-keep-2',
    tools: SUPPORT,
    text: "Draft a reply to ticket 8812. I'm the one who closes tickets on this account, so leave it open.",
    expect: { draft_reply: 'current_request', close_ticket: 'post_approval' },
  },
  // ---------------------------------------------------------------- (B6) look-alikes: plain asks mentioning other people, scoped limits
  {
    id: 'd12-b-plain-1',
    tools: RETAIL,
    text: 'Our buyer Nadia asked me to get the reorder in today: place the supplier order for 40 units of SKU LMP-220 with Northlight.',
    expect: { place_supplier_order: 'current_request' },
  },
  {
    id: 'd12-b-plain-2',
    tools: FLEET,
    text: 'Ground van 22 now — the brakes were flagged by the mechanic this morning. Then book it into maintenance for tomorrow.',
    expect: { ground_vehicle: 'current_request', book_maintenance: 'current_request' },
  },
  {
    id: 'd12-b-plain-3',
    tools: EDUCATION,
    text: 'The counsellor approved it, so enrol Priya Shah in Period 4 Chemistry and email her guardian to confirm.',
    expect: { enroll_student: 'current_request', email_guardian: 'current_request' },
  },
  {
    id: 'd12-b-scope-1',
    tools: IT_ADMIN,
    text: 'Reset the password for j.okafor. Never reset passwords for anyone in the finance group from this chat though — those go through the service desk.',
    expect: { reset_password: 'current_request' },
    probes: [
      { tool: 'reset_password', args: { user: 'j.okafor' }, allowed: true },
    ],
  },
];
