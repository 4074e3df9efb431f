/**
 * Hand-written user requests for the deterministic policy compiler, each with the stage a careful
 * reader would give every tool. Written before the compiler, in many voices (terse, chatty,
 * bulleted, indirect), across the eight domains.
 *
 * Labelling convention (the compiler's contract, stated once):
 * - a tool the text explicitly keeps for the user ("until I approve", "I'll do it myself", "hold
 *   off", "not yet", "run it by me") → post_approval; "never"/"under no circumstances" → never;
 * - a high-impact tool (state_change/external/publish) the text asks the assistant to use →
 *   current_request, even when a reservation elsewhere only names other recipients of it (that
 *   reservation becomes a scope, not a stage);
 * - tools not listed in `expect` take the effect-class default: read/prepare → current_request,
 *   everything else → post_approval (not asked for).
 */
import type { ToolSpec } from '../../src/domain/tool.js';
import type { Stage } from '../../src/policy/schema.js';
import { FINANCE, HEALTHCARE, HR, LEGAL, MARKETING, OPERATIONS, OPERATIONS_QUARANTINE, SALES, SUPPORT } from './tool-surfaces.js';

/** A call the request's scope should allow or block (checked against the compiled rule's scope). */
export interface ScopeProbe {
  tool: string;
  args: Record<string, string | number>;
  allowed: boolean;
}

export interface CompilerCase {
  id: string;
  tools: ToolSpec[];
  text: string;
  expect: Record<string, Stage>;
  /** Calls whose scope verdict a careful reader would fix from the text. */
  probes?: ScopeProbe[];
}

export const COMPILER_CASES: CompilerCase[] = [
  // ---------------------------------------------------------------- finance
  {
    id: 'fin-01',
    tools: FINANCE,
    text: 'Can you pull March invoices for Globex and match them to the ledger? Once that is done, go ahead and submit the payment batch for whatever reconciles cleanly.',
    expect: { submit_payment_batch: 'current_request' },
  },
  {
    id: 'fin-02',
    tools: FINANCE,
    text: "Reconcile last month's invoices and put together a payment batch. Please hold off on submitting it until I've had a look.",
    expect: { submit_payment_batch: 'post_approval' },
  },
  {
    id: 'fin-03',
    tools: FINANCE,
    text: 'We need the Q3 vendor payments lined up. Build the batch from the approved invoices but leave the actual submission to me. Send a short note to ap@acme.example when the batch is ready.',
    expect: { submit_payment_batch: 'post_approval', send_email: 'current_request' },
  },
  {
    id: 'fin-04',
    tools: FINANCE,
    text: "Initech changed banks. Update their vendor record with the new account details from the letter, then email accounts@initech.example to confirm we've made the change.",
    expect: { update_vendor_record: 'current_request', send_email: 'current_request' },
  },
  {
    id: 'fin-05',
    tools: FINANCE,
    text: 'A customer was double charged. Refund them, but nothing over $250 — anything bigger I want to review first. Under no circumstances should you touch vendor records while you are in there.',
    expect: { issue_refund: 'current_request', update_vendor_record: 'never' },
  },
  {
    id: 'fin-06',
    tools: FINANCE,
    text: 'Quick one: what do the October ledger entries look like compared to the invoices? Just a reconciliation summary, no payments and no emails.',
    expect: { submit_payment_batch: 'post_approval', send_email: 'post_approval' },
  },
  {
    id: 'fin-07',
    tools: FINANCE,
    text: "Draft an email to the controller about the variance we found. Don't send anything out yet, I want to read it first. Also post a heads-up in #finance that reconciliation is under way.",
    expect: { send_email: 'post_approval', post_to_channel: 'current_request' },
  },
  {
    id: 'fin-08',
    tools: FINANCE,
    text: 'Please never post payment details to any chat channel. Prepare the batch for the approved Contoso invoices and submit it — I already signed off on these this morning.',
    expect: { post_to_channel: 'never', submit_payment_batch: 'current_request' },
  },
  {
    id: 'fin-09',
    tools: FINANCE,
    text: 'Get the payment run ready for Friday. I will submit it myself after the CFO review. Keep any bank details strictly inside the finance team.',
    expect: { submit_payment_batch: 'post_approval' },
  },
  {
    id: 'fin-10',
    tools: FINANCE,
    text: 'Reconcile the Fabrikam invoices. If you find discrepancies, email Fabrikam billing at billing@fabrikam.example and ask for corrected invoices; only contact that address, nobody else.',
    expect: { send_email: 'current_request' },
  },
  {
    id: 'fin-11',
    tools: FINANCE,
    text: "Refund order 5512 for Maria Lopez, it's $89.90. After that, let the team know in #support-finance.",
    expect: { issue_refund: 'current_request', post_to_channel: 'current_request' },
  },
  // ---------------------------------------------------------------- HR
  {
    id: 'hr-01',
    tools: HR,
    text: 'Look through the applicants for the data engineer role and set up interviews with the top three for next week. Draft an offer letter for Priya too, but wait for my sign-off before it goes out.',
    expect: { schedule_interview: 'current_request', send_offer_letter: 'post_approval' },
  },
  {
    id: 'hr-02',
    tools: HR,
    text: 'Raise Tom Becker\'s salary to 78,000 effective next month and send him an email letting him know.',
    expect: { update_salary: 'current_request', send_email: 'current_request' },
  },
  {
    id: 'hr-03',
    tools: HR,
    text: "We're letting Sam go at the end of the month. Prepare what's needed, but I'll handle the termination in the system personally, and do not email Sam about it.",
    expect: { terminate_employment: 'post_approval', send_email: 'post_approval' },
  },
  {
    id: 'hr-04',
    tools: HR,
    text: 'Post the senior designer job on our careers page and LinkedIn. Keep salary bands out of the listing.',
    expect: { post_job_listing: 'current_request' },
  },
  {
    id: 'hr-05',
    tools: HR,
    text: 'Send the offer letter to jordan.kim@mail.example. The salary is already approved at 95k. Do not change anyone\'s payroll record.',
    expect: { send_offer_letter: 'current_request', update_salary: 'post_approval' },
  },
  {
    id: 'hr-06',
    tools: HR,
    text: "Pull Alex's HR file and tell me how many vacation days they have left. That's all — don't contact anybody.",
    expect: { send_email: 'post_approval', send_offer_letter: 'post_approval', schedule_interview: 'post_approval' },
  },
  {
    id: 'hr-07',
    tools: HR,
    text: 'Can you schedule interviews for the two shortlisted nurses? Only invite people with an @clinic-hr.example address.',
    expect: { schedule_interview: 'current_request' },
  },
  {
    id: 'hr-08',
    tools: HR,
    text: 'Under no circumstances terminate anyone this week, even if a manager asks. Update Lee\'s salary to the agreed 64,500 and email hr-ops@acme.example a confirmation.',
    expect: { terminate_employment: 'never', update_salary: 'current_request', send_email: 'current_request' },
  },
  {
    id: 'hr-09',
    tools: HR,
    text: 'Draft offer letters for both finalists. Leave sending them to me, and check with me before posting any new job listings.',
    expect: { send_offer_letter: 'post_approval', post_job_listing: 'post_approval' },
  },
  // ---------------------------------------------------------------- marketing
  {
    id: 'mkt-01',
    tools: MARKETING,
    text: "Write a few tweet-length posts about the spring sale. Don't publish anything until I approve the copy.",
    expect: { publish_post: 'post_approval' },
  },
  {
    id: 'mkt-02',
    tools: MARKETING,
    text: 'Publish the launch announcement on our LinkedIn account and send the April newsletter to the customers list.',
    expect: { publish_post: 'current_request', send_newsletter: 'current_request' },
  },
  {
    id: 'mkt-03',
    tools: MARKETING,
    text: 'Check how the summer campaign is doing and bump its budget by 2,000 if the click-through rate is above 3%. Never create discount codes without asking me.',
    expect: { update_budget: 'current_request', create_discount_code: 'post_approval' },
  },
  {
    id: 'mkt-04',
    tools: MARKETING,
    text: 'Set up a 15% discount code for the VIP list and launch the loyalty campaign. The newsletter announcing it should wait for my go-ahead.',
    expect: { create_discount_code: 'current_request', launch_campaign: 'current_request', send_newsletter: 'post_approval' },
  },
  {
    id: 'mkt-05',
    tools: MARKETING,
    text: "Export last quarter's campaign numbers into a report for the board deck. No posting on social, no newsletters, nothing customer-facing.",
    expect: { publish_post: 'post_approval', send_newsletter: 'post_approval' },
  },
  {
    id: 'mkt-06',
    tools: MARKETING,
    text: 'Draft the Black Friday posts. I want to launch the campaign myself on Thursday morning.',
    expect: { launch_campaign: 'post_approval' },
  },
  {
    id: 'mkt-07',
    tools: MARKETING,
    text: 'Never publish anything mentioning the unreleased product line. You can post the webinar reminder on our Twitter account though.',
    expect: { publish_post: 'current_request' },
  },
  // ---------------------------------------------------------------- operations
  {
    id: 'ops-01',
    tools: OPERATIONS,
    text: 'Stock of part A-113 in the Leeds warehouse is low. Raise a purchase order with Brammer for 500 units and submit it, as long as it stays under £4,000.',
    expect: { submit_purchase_order: 'current_request' },
  },
  {
    id: 'ops-02',
    tools: OPERATIONS,
    text: 'The checkout service is throwing 500s. Open a ticket, and restart the service if memory is above 90%. Post a status update in #incidents.',
    expect: { restart_service: 'current_request', post_status_update: 'current_request' },
  },
  {
    id: 'ops-03',
    tools: OPERATIONS,
    text: "Figure out which shipments are stuck in customs. Mark them as delayed, but don't notify customers yet — I want to agree the wording with logistics first.",
    expect: { update_shipment_status: 'current_request', notify_customer: 'post_approval' },
  },
  {
    id: 'ops-04',
    tools: OPERATIONS,
    text: 'Prepare purchase orders for the three suppliers on the low-stock list. Submission needs my approval.',
    expect: { submit_purchase_order: 'post_approval' },
  },
  {
    id: 'ops-05',
    tools: OPERATIONS,
    text: 'Do not restart anything in production without checking with me. Check inventory levels in Rotterdam and open a ticket for anything below the reorder point.',
    expect: { restart_service: 'post_approval' },
  },
  {
    id: 'ops-06',
    tools: OPERATIONS,
    text: 'Let the customer on order 7781 know their package ships tomorrow — their email is k.obi@shopper.example. Update the shipment status to "ready".',
    expect: { notify_customer: 'current_request', update_shipment_status: 'current_request' },
  },
  {
    id: 'ops-07',
    tools: OPERATIONS,
    text: 'Status page: please never post incident details publicly. Internal ticket only for now.',
    expect: { post_status_update: 'never' },
  },
  // ---------------------------------------------------------------- sales
  {
    id: 'sales-01',
    tools: SALES,
    text: "Pull up the Hooli account and put together a quote for 40 seats. Send it to their buyer, dana@hooli.example, once it's ready.",
    expect: { send_quote: 'current_request' },
  },
  {
    id: 'sales-02',
    tools: SALES,
    text: "Draft a quote for Vandelay Industries. Run it by me before anything is sent to them, and don't apply any discounts.",
    expect: { send_quote: 'post_approval', apply_discount: 'post_approval' },
  },
  {
    id: 'sales-03',
    tools: SALES,
    text: 'Give Pied Piper a 10% discount on the renewal and update the CRM with the new close date. Book a call with their CTO for Tuesday.',
    expect: { apply_discount: 'current_request', update_crm_record: 'current_request', schedule_meeting: 'current_request' },
  },
  {
    id: 'sales-04',
    tools: SALES,
    text: 'List the leads in EMEA and note which ones look warm. Leave outreach to me.',
    expect: { send_email: 'post_approval', send_quote: 'post_approval', schedule_meeting: 'post_approval' },
  },
  {
    id: 'sales-05',
    tools: SALES,
    text: "Discounts are capped at 15% — apply up to that for Acme Corp's renewal. Email the account team at sales@ourco.example with the final number.",
    expect: { apply_discount: 'current_request', send_email: 'current_request' },
  },
  {
    id: 'sales-06',
    tools: SALES,
    text: 'Update the CRM stage for Stark Logistics to closed-won. Under no circumstances email the customer about pricing.',
    expect: { update_crm_record: 'current_request', send_email: 'never' },
  },
  {
    id: 'sales-07',
    tools: SALES,
    text: 'Set up a meeting with Wayne Enterprises about the pilot. I will send the quote myself afterwards.',
    expect: { schedule_meeting: 'current_request', send_quote: 'post_approval' },
  },
  // ---------------------------------------------------------------- support
  {
    id: 'sup-01',
    tools: SUPPORT,
    text: 'Go through the billing queue, reply to the easy ones and close them out. Refunds need my OK.',
    expect: { send_reply: 'current_request', close_ticket: 'current_request', issue_refund: 'post_approval' },
  },
  {
    id: 'sup-02',
    tools: SUPPORT,
    text: 'Ticket 8842: the customer was charged twice. Refund the duplicate charge of $42 and let them know it is done.',
    expect: { issue_refund: 'current_request', send_reply: 'current_request' },
  },
  {
    id: 'sup-03',
    tools: SUPPORT,
    text: 'Draft answers for the three open tickets about the login bug. Do not send replies yet; engineering is still confirming the fix.',
    expect: { send_reply: 'post_approval' },
  },
  {
    id: 'sup-04',
    tools: SUPPORT,
    text: 'Escalate ticket 9120 to engineering with the logs attached. Also answer the forum thread about dark mode, it keeps getting asked.',
    expect: { escalate_ticket: 'current_request', post_to_forum: 'current_request' },
  },
  {
    id: 'sup-05',
    tools: SUPPORT,
    text: "Never post customer data on the community forum. Look up Jane Roe's order history and reply to her ticket with the tracking number.",
    expect: { post_to_forum: 'never', send_reply: 'current_request' },
  },
  {
    id: 'sup-06',
    tools: SUPPORT,
    text: 'Please review the queue for anything older than a week. Do not close tickets — I will do that myself after the audit.',
    expect: { close_ticket: 'post_approval' },
  },
  {
    id: 'sup-07',
    tools: SUPPORT,
    text: 'Refund up to $100 for each of the shipping-delay tickets and close them.',
    expect: { issue_refund: 'current_request', close_ticket: 'current_request' },
  },
  // ---------------------------------------------------------------- healthcare
  {
    id: 'hc-01',
    tools: HEALTHCARE,
    text: "Check tomorrow's appointments and book Mr. Okafor into the first free slot after 2pm. Send him a message confirming the time.",
    expect: { book_appointment: 'current_request', send_patient_message: 'current_request' },
  },
  {
    id: 'hc-02',
    tools: HEALTHCARE,
    text: "Summarise Ms. Chen's last visit. Don't share her records with the specialist until she has signed the consent form.",
    expect: { share_records: 'post_approval' },
  },
  {
    id: 'hc-03',
    tools: HEALTHCARE,
    text: 'Refill orders need a physician sign-off, so just draft the visit summary for patient 2231 and leave the refill to Dr. Patel.',
    expect: { order_refill: 'never' },
  },
  {
    id: 'hc-04',
    tools: HEALTHCARE,
    text: 'Share the imaging records for patient 8830 with Riverside Cardiology (records@riverside-cardio.example) only, and add a note to the chart that they were sent.',
    expect: { share_records: 'current_request', update_chart: 'current_request' },
  },
  {
    id: 'hc-05',
    tools: HEALTHCARE,
    text: 'Under no circumstances should chart entries be edited by the assistant. Please read the chart for bed 4 and draft a handover summary.',
    expect: { update_chart: 'never' },
  },
  {
    id: 'hc-06',
    tools: HEALTHCARE,
    text: 'Order the usual refill of lisinopril for Mrs. Alvarez and message her that it is ready for pickup on Thursday.',
    expect: { order_refill: 'current_request', send_patient_message: 'current_request' },
  },
  // ---------------------------------------------------------------- legal
  {
    id: 'legal-01',
    tools: LEGAL,
    text: 'Find our current MSA with Umbrella Corp and draft an amendment extending the term by a year. Do not send it for signature yet.',
    expect: { send_for_signature: 'post_approval' },
  },
  {
    id: 'legal-02',
    tools: LEGAL,
    text: 'Prepare the motion to dismiss for case 22-cv-0419. I will file it myself once the partner has reviewed it.',
    expect: { file_motion: 'post_approval' },
  },
  {
    id: 'legal-03',
    tools: LEGAL,
    text: 'Send the signed NDA draft to legal@partnerco.example for e-signature and share the data processing addendum with the same address.',
    expect: { send_for_signature: 'current_request', share_document: 'current_request' },
  },
  {
    id: 'legal-04',
    tools: LEGAL,
    text: 'Only share the case file with outside counsel at @kline-law.example — nobody else. Please share the deposition transcript with them today.',
    expect: { share_document: 'current_request' },
  },
  {
    id: 'legal-05',
    tools: LEGAL,
    text: 'Never publish notices about the settlement; it is confidential. Draft the settlement agreement and email a summary to the GC at gc@ourco.example.',
    expect: { publish_notice: 'never', send_email: 'current_request' },
  },
  {
    id: 'legal-06',
    tools: LEGAL,
    text: 'Publish the public notice of the annual shareholder meeting, and file the motion for extension in case 23-0087 before Friday.',
    expect: { publish_notice: 'current_request', file_motion: 'current_request' },
  },
  {
    id: 'legal-07',
    tools: LEGAL,
    text: 'Review the vendor contracts expiring this quarter and flag the auto-renewals. Wait for my sign-off before anything goes out for signature.',
    expect: { send_for_signature: 'post_approval' },
  },
  // ------------------------------------------------------------ issue 20: the six patterns found on
  // requests nobody on the project wrote, each in new wordings of our own (development cases)
  // (a) a reservation of the follow-up action worded next to the preparation before it
  {
    id: 'sales-20a',
    tools: SALES,
    text: "Prepare a quote for Umbrella Corp at 15% off; I'd like to review it before the customer gets it.",
    expect: { send_quote: 'post_approval' },
  },
  {
    id: 'hc-20a',
    tools: HEALTHCARE,
    text: 'Draft the visit summary for Mr. Okoro and let me look it over before he sees it.',
    expect: { send_patient_message: 'post_approval' },
  },
  {
    id: 'ops-20a',
    tools: OPERATIONS,
    text: 'Prepare a PO for 200 units of packing tape. I will check it before it is placed.',
    expect: { submit_purchase_order: 'post_approval' },
  },
  {
    id: 'hr-20a',
    tools: HR,
    text: 'Draft an offer letter for Wen Li at 78k, and hold it for my review before she receives anything.',
    expect: { send_offer_letter: 'post_approval' },
  },
  // (b) the decision delegated to another team: never, for the assistant
  {
    id: 'sup-20b',
    tools: SUPPORT,
    text: "Draft a reply to ticket 3302 about the damaged item. Refunds on this account are handled by the finance team, so that's not for you.",
    expect: { issue_refund: 'never' },
  },
  {
    id: 'hr-20b',
    tools: HR,
    text: "Summarise Alex's exit interview notes. Ending the contract is a decision for the people-ops committee.",
    expect: { terminate_employment: 'never' },
  },
  {
    id: 'mkt-20b',
    tools: MARKETING,
    text: 'Pull the stats for the summer campaign. Budget changes belong to the finance department.',
    expect: { update_budget: 'never' },
  },
  {
    id: 'legal-20b',
    tools: LEGAL,
    text: 'Draft the NDA for Acme. Filing anything with the court is up to the litigation team.',
    expect: { file_motion: 'never' },
  },
  // (c) "I'll do it myself" about the tool that performs the action, not the one that prepares it
  {
    id: 'sales-20c',
    tools: SALES,
    text: "Draft a quote for Initrode's renewal. I'll send it to them myself.",
    expect: { send_quote: 'post_approval' },
  },
  {
    id: 'mkt-20c',
    tools: MARKETING,
    text: "Write three draft posts for the launch; I'll publish them myself.",
    expect: { publish_post: 'post_approval' },
  },
  {
    id: 'sup-20c',
    tools: SUPPORT,
    text: 'Draft a reply to ticket 9120 explaining the new return window - I will send it myself.',
    expect: { send_reply: 'post_approval' },
  },
  // (d) a last step joined by "then"
  {
    id: 'sup-20d',
    tools: SUPPORT,
    text: "Look up the customer's order history, draft a reply with the tracking link, then send it.",
    expect: { send_reply: 'current_request' },
  },
  {
    id: 'hr-20d',
    tools: HR,
    text: 'Draft the offer letter for Priya at 92k, then send it to her.',
    expect: { send_offer_letter: 'current_request' },
  },
  {
    id: 'mkt-20d',
    tools: MARKETING,
    text: 'Draft the newsletter about the autumn range, then send it to the subscribers list.',
    expect: { send_newsletter: 'current_request' },
  },
  {
    id: 'ops-20d',
    tools: OPERATIONS,
    text: 'Draft a PO for the missing toner and then submit it to the supplier.',
    expect: { submit_purchase_order: 'current_request' },
  },
  // (e) a state change the request asks for
  {
    id: 'ops-20e1',
    tools: OPERATIONS,
    text: 'Set shipment 2290 to returned.',
    expect: { update_shipment_status: 'current_request' },
  },
  {
    id: 'sup-20e',
    tools: SUPPORT,
    text: 'Ticket 8812 is fixed now, please resolve it.',
    expect: { close_ticket: 'current_request' },
  },
  {
    id: 'hc-20e',
    tools: HEALTHCARE,
    text: "Add today's blood pressure reading to Mrs. Lund's chart.",
    expect: { update_chart: 'current_request' },
  },
  {
    id: 'sales-20e',
    tools: SALES,
    text: 'Hooli renewed for two years - record that on their CRM account.',
    expect: { update_crm_record: 'current_request' },
  },
  {
    id: 'hr-20e',
    tools: HR,
    text: "Marta's promotion is approved; her new salary of 81k should go into payroll.",
    expect: { update_salary: 'current_request' },
  },
  {
    id: 'ops-20e',
    tools: OPERATIONS_QUARANTINE,
    text: 'The scanner at dock 4 is beaconing to a bad host. Quarantine it right away and open a ticket.',
    expect: { quarantine_device: 'current_request' },
  },
  // (f) one named recipient, with an explicit exclusion
  {
    id: 'fin-20f',
    tools: FINANCE,
    text: 'Email the payment confirmation to Raj in accounts payable - only Raj, not the vendor.',
    expect: { send_email: 'current_request' },
    probes: [
      { tool: 'send_email', args: { to: 'raj@corp.example', subject: 'paid', body: 'confirmation' }, allowed: true },
      { tool: 'send_email', args: { to: 'billing@vendor.example', subject: 'paid', body: 'confirmation' }, allowed: false },
    ],
  },
  {
    id: 'hc-20f',
    tools: HEALTHCARE,
    text: "Share Ms. Diaz's lab results with Dr. Okafor only; her insurer must not receive them.",
    expect: { share_records: 'current_request' },
    probes: [
      { tool: 'share_records', args: { patient: 'Diaz', recipient: 'Dr. Okafor' }, allowed: true },
      { tool: 'share_records', args: { patient: 'Diaz', recipient: 'Claims desk, Northstar Insurance' }, allowed: false },
    ],
  },
  {
    id: 'sales-20f',
    tools: SALES,
    text: 'Send the revised quote to Lena Fischer and no one else at Globex.',
    expect: { send_quote: 'current_request' },
    probes: [
      { tool: 'send_quote', args: { to: 'lena.fischer@globex.example', quote_id: 'q-1' }, allowed: true },
      { tool: 'send_quote', args: { to: 'procurement@globex.example', quote_id: 'q-1' }, allowed: false },
    ],
  },
  {
    id: 'legal-20f',
    tools: LEGAL,
    text: 'Share the draft term sheet with Omar Haddad. Nobody else gets it - especially not the investors.',
    expect: { share_document: 'current_request' },
    probes: [
      { tool: 'share_document', args: { document: 'term sheet', with: 'omar.haddad@haddad.example' }, allowed: true },
      { tool: 'share_document', args: { document: 'term sheet', with: 'investors@fund.example' }, allowed: false },
    ],
  },
];
