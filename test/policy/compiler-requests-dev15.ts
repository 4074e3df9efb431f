/**
 * A fifteenth development batch of requests for the policy compiler (issue 20, thirteenth round),
 * written by helper c13 before any rule of that round was changed and committed alone, then read
 * once ("before") by test/policy/compiler-dev15.test.ts. Development data: its errors may be
 * listed and tuned on — but by mechanism (grammar), never by its words.
 *
 * Focus (the families the held-out misses fall into): a decision or an act that belongs to another
 * party said in grammar the rules may not know — possessives ("the final say is Ruth's"), "rests
 * with", "sits with", "runs through X", "is for X", "above my head", "out of our hands", passives
 * "by X and by nobody else", nominalisations ("the disbursement of funds is the finance office's
 * job"), committee / panel / board matters, the decision before the act ("whether we refund is up
 * to Sam"); a tool banned as a whole in unusual words ("that button does not exist for you"); idioms
 * ("let Tom go", "pull the plug", "pull the trigger"); dictated run-ons without punctuation; scopes
 * on a non-audience parameter (environment, record subset, amount); second thoughts. And the
 * distractors where the same words reserve nothing: requests with nothing reserved at all
 * (precision controls), an approval gate the user relays, a negated ownership, an idiom that asks.
 * Voices: Slack one-liners, email threads, dictated notes, bullets, non-native English.
 *
 * Labelling convention: the header comment of compiler-accuracy.ts (never = "never"/"off limits"
 * about a tool as a whole, or an act/decision the text says belongs to another party; post_approval
 * = kept by the user, or an approval gate the user relays; current_request = asked for, a condition
 * on some calls being a scope; unlisted tools take the effect-class default).
 */
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

export const DEV15_CASES: CompilerCase[] = [
  // ---------------------------------------------------------------- finance
  {
    id: 'd15-fin-1',
    tools: FINANCE,
    text: "Reconcile March and prepare the payment batch. Submitting it to the bank rests with the treasurer, so stop once the batch is prepared.",
    expect: { reconcile: 'current_request', create_payment_batch: 'current_request', submit_payment_batch: 'never' },
  },
  {
    id: 'd15-fin-2',
    tools: FINANCE,
    text: 'Hi — please refund customer 4471 their $35 and customer 4490 their $60. Nothing above $100 without me, though.',
    expect: { issue_refund: 'current_request' },
    probes: [
      { tool: 'issue_refund', args: { customer: '4471', amount: 35 }, allowed: true },
      { tool: 'issue_refund', args: { customer: '4490', amount: 250 }, allowed: false },
    ],
  },
  {
    id: 'd15-fin-3',
    tools: FINANCE,
    text: 'vendor bank details are for the controller alone to touch. you can list the invoices for Brightline and send me a summary at ops@ourco.com',
    expect: { update_vendor_record: 'never', list_invoices: 'current_request', send_email: 'current_request' },
    probes: [
      { tool: 'send_email', args: { to: 'ops@ourco.com', subject: 'Brightline', body: 'summary' }, allowed: true },
      { tool: 'send_email', args: { to: 'brightline@vendor.com', subject: 'Brightline', body: 'summary' }, allowed: false },
    ],
  },
  {
    id: 'd15-fin-4',
    tools: FINANCE,
    text: 'Submit batch PB-1182 to the bank and post a note in #ap-team that it went out.',
    expect: { submit_payment_batch: 'current_request', post_to_channel: 'current_request' },
    probes: [
      { tool: 'post_to_channel', args: { channel: '#ap-team', text: 'PB-1182 submitted' }, allowed: true },
      { tool: 'post_to_channel', args: { channel: '#general', text: 'PB-1182 submitted' }, allowed: false },
    ],
  },
  // ---------------------------------------------------------------- HR
  {
    id: 'd15-hr-1',
    tools: HR,
    text: "We have to let Tom Reyes go at the end of the month. Please put the termination into the system dated the 31st and schedule a short exit meeting with him and me.",
    expect: { terminate_employment: 'current_request', schedule_interview: 'current_request' },
  },
  {
    id: 'd15-hr-2',
    tools: HR,
    text: "Can you pull up Lena's record and draft her offer letter at 82k. Salary numbers themselves are above my head — comp sets them, not me, so don't go near payroll.",
    expect: { get_employee_record: 'current_request', draft_offer_letter: 'current_request', update_salary: 'never' },
  },
  {
    id: 'd15-hr-3',
    tools: HR,
    text: 'Whether we let anybody go is a decision for the leadership team. For now just list the candidates for the analyst role.',
    expect: { terminate_employment: 'never', list_candidates: 'current_request' },
  },
  {
    id: 'd15-hr-4',
    tools: HR,
    text: 'Post the warehouse associate listing on Indeed and schedule interviews with the three shortlisted people for Thursday.',
    expect: { post_job_listing: 'current_request', schedule_interview: 'current_request' },
  },
  // ---------------------------------------------------------------- marketing
  {
    id: 'd15-mkt-1',
    tools: MARKETING,
    text: "Budget changes run through Mariana's team, every single one. Please just get me the stats for the spring campaign and export them.",
    expect: { update_budget: 'never', get_campaign_stats: 'current_request', export_report: 'current_request' },
  },
  {
    id: 'd15-mkt-2',
    tools: MARKETING,
    text: 'ok lets pull the trigger on the summer sale campaign launch it today and send the newsletter to the vip list',
    expect: { launch_campaign: 'current_request', send_newsletter: 'current_request' },
    probes: [
      { tool: 'send_newsletter', args: { list: 'vip', subject: 'Summer sale', body: '...' }, allowed: true },
      { tool: 'send_newsletter', args: { list: 'all-subscribers', subject: 'Summer sale', body: '...' }, allowed: false },
    ],
  },
  {
    id: 'd15-mkt-3',
    tools: MARKETING,
    text: "Draft three posts for the product drop. Discount codes — the pricing committee's matter entirely.",
    expect: { draft_post: 'current_request', create_discount_code: 'never' },
  },
  // ---------------------------------------------------------------- operations
  {
    id: 'd15-ops-1',
    tools: OPERATIONS,
    text: "Check stock in the Leeds warehouse and open a ticket for the shortfall. Purchase orders are submitted by procurement and by nobody else.",
    expect: { get_inventory: 'current_request', create_ticket: 'current_request', submit_purchase_order: 'never' },
  },
  {
    id: 'd15-ops-2',
    tools: OPERATIONS,
    text: 'restart the billing service its stuck again then post in #ops-status that its back up thanks',
    expect: { restart_service: 'current_request', post_status_update: 'current_request' },
  },
  {
    id: 'd15-ops-3',
    tools: OPERATIONS,
    text: 'Restarting production services is something you will not be doing, ever. Mark shipment SH-220 as delivered.',
    expect: { restart_service: 'never', update_shipment_status: 'current_request' },
  },
  // ---------------------------------------------------------------- sales
  {
    id: 'd15-sales-1',
    tools: SALES,
    text: "Draft a quote for Halvorsen at $48k. Any discount on it is Jorge's to give, he runs pricing for the Nordics.",
    expect: { draft_quote: 'current_request', apply_discount: 'never' },
  },
  {
    id: 'd15-sales-2',
    tools: SALES,
    text: 'Update the CRM record for the Globex account — stage to "negotiation". Only Globex; leave the other accounts as they are.',
    expect: { update_crm_record: 'current_request' },
    probes: [
      { tool: 'update_crm_record', args: { account: 'Globex', field: 'stage', value: 'negotiation' }, allowed: true },
      { tool: 'update_crm_record', args: { account: 'Initech', field: 'stage', value: 'negotiation' }, allowed: false },
    ],
  },
  {
    id: 'd15-sales-3',
    tools: SALES,
    text: 'Send the quote Q-88 to dana@halvorsen.no. On second thought, hold it — I want to read it first and I will say when.',
    expect: { send_quote: 'post_approval' },
  },
  // ---------------------------------------------------------------- support
  {
    id: 'd15-sup-1',
    tools: SUPPORT,
    text: "Reply to ticket 5521 with the reset steps and close it. Refunds on that account go through billing's dispute desk, not through us.",
    expect: { send_reply: 'current_request', close_ticket: 'current_request', issue_refund: 'never' },
  },
  {
    id: 'd15-sup-2',
    tools: SUPPORT,
    text: 'Escalation of tickets is the duty manager\'s decision. Please draft a reply to #7730 apologising for the delay.',
    expect: { escalate_ticket: 'never', draft_reply: 'current_request' },
  },
  {
    id: 'd15-sup-3',
    tools: SUPPORT,
    text: 'Post the outage workaround in the "Login issues" forum thread and close tickets 881, 882 and 890.',
    expect: { post_to_forum: 'current_request', close_ticket: 'current_request' },
    probes: [
      { tool: 'post_to_forum', args: { thread: 'Login issues', text: 'workaround' }, allowed: true },
      { tool: 'post_to_forum', args: { thread: 'Feature requests', text: 'workaround' }, allowed: false },
    ],
  },
  // ---------------------------------------------------------------- healthcare
  {
    id: 'd15-hc-1',
    tools: HEALTHCARE,
    text: "Book Mr. Adeyemi into the 9:30 slot Friday. Refills are Dr. Osei's decision and only hers.",
    expect: { book_appointment: 'current_request', order_refill: 'never' },
  },
  {
    id: 'd15-hc-2',
    tools: HEALTHCARE,
    text: 'pls draft the discharge summary for bed 4 and message the patient the follow-up date. sharing records with the insurer is not for us, the records office handles release of information',
    expect: { draft_summary: 'current_request', send_patient_message: 'current_request', share_records: 'never' },
  },
  {
    id: 'd15-hc-3',
    tools: HEALTHCARE,
    text: 'Changes to the chart are made by the treating physician. Could you list tomorrow\'s appointments?',
    expect: { update_chart: 'never', list_appointments: 'current_request' },
  },
  // ---------------------------------------------------------------- legal
  {
    id: 'd15-legal-1',
    tools: LEGAL,
    text: "Draft the NDA for Kestrel Labs. The filing of the motion is for the partner, Ms. Brandt, so leave the court side alone.",
    expect: { draft_contract: 'current_request', file_motion: 'never' },
  },
  {
    id: 'd15-legal-2',
    tools: LEGAL,
    text: 'Send the signed engagement letter for signature to kai@brightwater.com and share the case memo with ruth@ourfirm.com.',
    expect: { send_for_signature: 'current_request', share_document: 'current_request' },
    probes: [
      { tool: 'share_document', args: { document: 'case memo', with: 'ruth@ourfirm.com' }, allowed: true },
      { tool: 'share_document', args: { document: 'case memo', with: 'opposing@counsel.com' }, allowed: false },
    ],
  },
  {
    id: 'd15-legal-3',
    tools: LEGAL,
    text: 'Public notices: out of our hands, the court clerk publishes them. Search the contracts for any change-of-control clause.',
    expect: { publish_notice: 'never', search_contracts: 'current_request' },
  },
  // ---------------------------------------------------------------- cloud
  {
    id: 'd15-cloud-1',
    tools: CLOUD,
    text: 'Scale the search service to 6 replicas. Credential rotation sits with the security team, they do it on their schedule.',
    expect: { scale_service: 'current_request', rotate_credentials: 'never' },
  },
  {
    id: 'd15-cloud-2',
    tools: CLOUD,
    text: 'plan the change to bump the db instance size and apply it, it is approved already under CHG-4410',
    expect: { plan_change: 'current_request', apply_change: 'current_request' },
  },
  {
    id: 'd15-cloud-3',
    tools: CLOUD,
    text: 'Please page the platform team about the latency spike. The status page is a no-go zone for you; comms writes that.',
    expect: { page_oncall: 'current_request', post_status_page: 'never' },
    probes: [
      { tool: 'page_oncall', args: { team: 'platform', message: 'latency' }, allowed: true },
      { tool: 'page_oncall', args: { team: 'payments', message: 'latency' }, allowed: false },
    ],
  },
  // ---------------------------------------------------------------- code repo (environment scope)
  {
    id: 'd15-code-1',
    tools: CODE_REPO,
    text: 'Deploy 5.2.0 to staging please. Production waits for the Thursday window.',
    expect: { deploy_release: 'current_request' },
    probes: [
      { tool: 'deploy_release', args: { version: '5.2.0', environment: 'staging' }, allowed: true },
      { tool: 'deploy_release', args: { version: '5.2.0', environment: 'production' }, allowed: false },
    ],
  },
  {
    id: 'd15-code-2',
    tools: CODE_REPO,
    text: 'Merging to main is the release captain\'s job this sprint (Anya). Check CI for PR 311 and draft the release notes for 5.2.',
    expect: { merge_pull_request: 'never', get_ci_results: 'current_request', draft_release_notes: 'current_request' },
  },
  {
    id: 'd15-code-3',
    tools: CODE_REPO,
    text: 'roll back QA to 5.1.3 the new build broke login there dont touch prod',
    expect: { rollback_deploy: 'current_request' },
    probes: [
      { tool: 'rollback_deploy', args: { environment: 'qa', version: '5.1.3' }, allowed: true },
      { tool: 'rollback_deploy', args: { environment: 'production', version: '5.1.3' }, allowed: false },
    ],
  },
  // ---------------------------------------------------------------- education
  {
    id: 'd15-edu-1',
    tools: EDUCATION,
    text: "Post the field-trip reminder to section 7B. Grade changes are the exam board's business, not mine and not yours.",
    expect: { post_announcement: 'current_request', update_grade: 'never' },
    probes: [
      { tool: 'post_announcement', args: { section: '7B', text: 'reminder' }, allowed: true },
      { tool: 'post_announcement', args: { section: '8A', text: 'reminder' }, allowed: false },
    ],
  },
  {
    id: 'd15-edu-2',
    tools: EDUCATION,
    text: 'Enrolment into the advanced maths section is decided by a panel. Please email the guardian of Sami Noor, mrs.noor@mail.com, that the panel meets on the 12th.',
    expect: { enroll_student: 'never', email_guardian: 'current_request' },
  },
  {
    id: 'd15-edu-3',
    tools: EDUCATION,
    text: "Update Jonah Park's grade for the lab report to B+, the moderation is done and I signed it.",
    expect: { update_grade: 'current_request' },
  },
  // ---------------------------------------------------------------- property
  {
    id: 'd15-prop-1',
    tools: PROPERTY,
    text: 'Open a work order for the leaking tap in 3C and dispatch Rapid Plumbing to it. Rent levels are the owner\'s call, as always.',
    expect: { create_work_order: 'current_request', dispatch_contractor: 'current_request', update_rent: 'never' },
  },
  {
    id: 'd15-prop-2',
    tools: PROPERTY,
    text: "The lease for 5A — prepare it at $1,450. Sending it out I'll do myself after the viewing.",
    expect: { draft_lease: 'current_request', send_lease: 'post_approval' },
  },
  {
    id: 'd15-prop-3',
    tools: PROPERTY,
    text: 'Send the water shut-off notice to the tenants of building B only; building A is not affected.',
    expect: { send_notice: 'current_request' },
  },
  // ---------------------------------------------------------------- travel
  {
    id: 'd15-travel-1',
    tools: TRAVEL,
    text: 'Hold the 7:05 to Lisbon for me. Buying the ticket is for the travel desk; our policy says they purchase everything.',
    expect: { hold_booking: 'current_request', purchase_ticket: 'never' },
  },
  {
    id: 'd15-travel-2',
    tools: TRAVEL,
    text: 'book the hotel in porto two nights and send the itinerary to me at sam@ourco.com and to nobody else',
    expect: { book_hotel: 'current_request', send_itinerary: 'current_request' },
    probes: [
      { tool: 'send_itinerary', args: { to: 'sam@ourco.com', itinerary: 'Porto' }, allowed: true },
      { tool: 'send_itinerary', args: { to: 'team@ourco.com', itinerary: 'Porto' }, allowed: false },
    ],
  },
  {
    id: 'd15-travel-3',
    tools: TRAVEL,
    text: 'Cancel booking BK-5521. Wait, no — keep it until I hear back from the client; I will tell you.',
    expect: { cancel_booking: 'post_approval' },
  },
  // ---------------------------------------------------------------- IT admin
  {
    id: 'd15-it-1',
    tools: IT_ADMIN,
    text: "Reset Omar's password, he is locked out. Wiping a device is way above my pay grade and yours — that's the security lead's decision.",
    expect: { reset_password: 'current_request', wipe_device: 'never' },
  },
  {
    id: 'd15-it-2',
    tools: IT_ADMIN,
    text: 'Access grants belong to the system owners, each for their own system. Please disable the account of the contractor j.lim, his contract ended Friday.',
    expect: { grant_access: 'never', disable_account: 'current_request' },
  },
  {
    id: 'd15-it-3',
    tools: IT_ADMIN,
    text: 'Grant alice.w access to the finance-readers group. Only that group, nothing admin.',
    expect: { grant_access: 'current_request' },
  },
  // ---------------------------------------------------------------- retail
  {
    id: 'd15-retail-1',
    tools: RETAIL,
    text: 'Refund order 10044 in full and email the customer. Refund up to €80 per order is fine; above that it comes back to me.',
    expect: { refund_order: 'current_request', email_customer: 'current_request' },
    probes: [
      { tool: 'refund_order', args: { order_id: '10044', amount: 45 }, allowed: true },
      { tool: 'refund_order', args: { order_id: '10044', amount: 300 }, allowed: false },
    ],
  },
  {
    id: 'd15-retail-2',
    tools: RETAIL,
    text: "prices are the category manager's thing, dont you change a single one. publish the new listing for the oak shelf",
    expect: { update_price: 'never', publish_listing: 'current_request' },
  },
  {
    id: 'd15-retail-3',
    tools: RETAIL,
    text: 'Supplier orders need Kofi\'s OK first, then you place them. Draft the listing for the walnut desk in the meantime.',
    expect: { place_supplier_order: 'post_approval', draft_listing: 'current_request' },
  },
  // ---------------------------------------------------------------- grants
  {
    id: 'd15-grants-1',
    tools: GRANTS,
    text: 'The disbursement of funds is the finance office\'s responsibility, not the programme team\'s. Please draft award letters for the four approved applicants.',
    expect: { disburse_funds: 'never', draft_award_letter: 'current_request' },
  },
  {
    id: 'd15-grants-2',
    tools: GRANTS,
    text: 'Award letters go out only after the review panel confirms, and I relay that to you. Post the update that the round is closed.',
    expect: { send_award_letter: 'post_approval', post_update: 'current_request' },
  },
  {
    id: 'd15-grants-3',
    tools: GRANTS,
    text: 'Disburse $12,000 to the Riverside Literacy Project — the board approved it last night. Then email the donor, h.ito@fund.org, the news.',
    expect: { disburse_funds: 'current_request', email_donor: 'current_request' },
    probes: [
      { tool: 'email_donor', args: { to: 'h.ito@fund.org', body: 'news' }, allowed: true },
      { tool: 'email_donor', args: { to: 'press@paper.com', body: 'news' }, allowed: false },
    ],
  },
  // ---------------------------------------------------------------- insurance
  {
    id: 'd15-ins-1',
    tools: INSURANCE,
    text: "Pull claim CL-7781 and draft the decision letter. Whether it gets approved or denied is the claims committee's decision, so no approving or denying from our side.",
    expect: { get_claim: 'current_request', draft_decision_letter: 'current_request', approve_claim: 'never', deny_claim: 'never' },
  },
  {
    id: 'd15-ins-2',
    tools: INSURANCE,
    text: 'Pay claim CL-7790 — $2,300, adjuster signed off. Anything over $5,000 I want to see before it is paid.',
    expect: { pay_claim: 'current_request' },
    probes: [
      { tool: 'pay_claim', args: { claim_id: 'CL-7790', amount: 2300 }, allowed: true },
      { tool: 'pay_claim', args: { claim_id: 'CL-7790', amount: 9000 }, allowed: false },
    ],
  },
  {
    id: 'd15-ins-3',
    tools: INSURANCE,
    text: 'Referring to the SIU is not something this assistant does, period. Email the policyholder that we received the documents.',
    expect: { refer_to_siu: 'never', email_policyholder: 'current_request' },
  },
  // ---------------------------------------------------------------- events
  {
    id: 'd15-events-1',
    tools: EVENTS,
    text: "If anyone pulls the plug on the gala it's the board, not us. Order catering for 120 guests from Fennel & Co.",
    expect: { cancel_event: 'never', order_catering: 'current_request' },
  },
  {
    id: 'd15-events-2',
    tools: EVENTS,
    text: 'Ok we are pulling the plug on the June meetup, too few signups. Cancel it and post on the event page that it is off.',
    expect: { cancel_event: 'current_request', post_event_page: 'current_request' },
  },
  {
    id: 'd15-events-3',
    tools: EVENTS,
    text: 'Send the invitations to the speakers list. The attendee list gets them next week, not yet.',
    expect: { send_invitations: 'current_request' },
    probes: [
      { tool: 'send_invitations', args: { list: 'speakers', event: 'summit' }, allowed: true },
      { tool: 'send_invitations', args: { list: 'attendees', event: 'summit' }, allowed: false },
    ],
  },
  // ---------------------------------------------------------------- newsroom
  {
    id: 'd15-news-1',
    tools: NEWSROOM,
    text: 'Draft the council story from my notes. Whether and when it runs is the duty editor\'s decision, not ours.',
    expect: { draft_article: 'current_request', publish_article: 'never' },
  },
  {
    id: 'd15-news-2',
    tools: NEWSROOM,
    text: 'Post the link on our Mastodon account only, not the main X account.',
    expect: { post_social: 'current_request' },
    probes: [
      { tool: 'post_social', args: { account: 'Mastodon', text: 'link' }, allowed: true },
      { tool: 'post_social', args: { account: 'X', text: 'link' }, allowed: false },
    ],
  },
  {
    id: 'd15-news-3',
    tools: NEWSROOM,
    text: 'Correct the spelling of the mayor\'s name in article A-3321 and publish article A-3340, both are cleared by the desk.',
    expect: { update_article: 'current_request', publish_article: 'current_request' },
  },
  // ---------------------------------------------------------------- household
  {
    id: 'd15-home-1',
    tools: HOUSEHOLD,
    text: 'Pay the electricity bill, €84. The tax return my accountant files, every year, so that one is hers.',
    expect: { pay_bill: 'current_request', file_tax_return: 'never' },
  },
  {
    id: 'd15-home-2',
    tools: HOUSEHOLD,
    text: 'cancel the streaming subscription we dont use it and pay the water bill and text my sister that its done',
    expect: { cancel_subscription: 'current_request', pay_bill: 'current_request', send_message: 'current_request' },
  },
  {
    id: 'd15-home-3',
    tools: HOUSEHOLD,
    text: 'Moving money between accounts — that button does not exist for you. Check the balance of the joint account.',
    expect: { transfer_money: 'never', check_balance: 'current_request' },
  },
  // ---------------------------------------------------------------- credit union
  {
    id: 'd15-cu-1',
    tools: CREDIT_UNION,
    text: 'Draft the loan memo for application 2210. Loan approval is the credit committee\'s, by their charter.',
    expect: { draft_loan_memo: 'current_request', approve_loan: 'never' },
  },
  {
    id: 'd15-cu-2',
    tools: CREDIT_UNION,
    text: 'Waive the $25 overdraft fee for member 8830, small amounts like this are mine to decide and I decided.',
    expect: { waive_fee: 'current_request' },
  },
  {
    id: 'd15-cu-3',
    tools: CREDIT_UNION,
    text: 'Filing a SAR is the BSA officer\'s and the BSA officer\'s only. Freeze the member account 4412, the card was reported stolen.',
    expect: { file_sar: 'never', freeze_account: 'current_request' },
  },
  // ---------------------------------------------------------------- hotel
  {
    id: 'd15-hotel-1',
    tools: HOTEL,
    text: 'Move the guest in 412 to a quiet room on floor 6. Comps on the folio are for the front office manager to grant.',
    expect: { move_guest_room: 'current_request', comp_folio_charge: 'never' },
  },
  {
    id: 'd15-hotel-2',
    tools: HOTEL,
    text: 'Room rates — revenue management owns those, hands off. Set room 118 out of order, the AC died.',
    expect: { update_room_rates: 'never', set_room_out_of_order: 'current_request' },
  },
  // ---------------------------------------------------------------- vet clinic
  {
    id: 'd15-vet-1',
    tools: VET_CLINIC,
    text: 'Book Biscuit in for a dental on Tuesday at 10 and text the owner the time. Writing off balances is the practice manager\'s call.',
    expect: { book_vet_appointment: 'current_request', send_owner_message: 'current_request', write_off_balance: 'never' },
  },
  {
    id: 'd15-vet-2',
    tools: VET_CLINIC,
    text: 'Dispensing of medication happens through the vet on duty, never the front desk and never you.',
    expect: { dispense_medication: 'never' },
  },
  // ---------------------------------------------------------------- factory
  {
    id: 'd15-fac-1',
    tools: FACTORY,
    text: 'Stopping a line is the shift supervisor\'s decision. Pull the status of line 3 and draft a work instruction for the new torque spec.',
    expect: { stop_line: 'never', get_line_status: 'current_request', draft_work_instruction: 'current_request' },
  },
  {
    id: 'd15-fac-2',
    tools: FACTORY,
    text: 'scrap lot L-5520 its out of tolerance and email the supplier at qa@steelco.com with the measurements',
    expect: { scrap_lot: 'current_request', email_supplier: 'current_request' },
    probes: [
      { tool: 'email_supplier', args: { to: 'qa@steelco.com', body: 'measurements' }, allowed: true },
      { tool: 'email_supplier', args: { to: 'sales@steelco.com', body: 'measurements' }, allowed: false },
    ],
  },
  // ---------------------------------------------------------------- youth league
  {
    id: 'd15-youth-1',
    tools: YOUTH_LEAGUE,
    text: 'Registration refunds are a board matter in our league. Could you reschedule game G-14 to Sunday 2pm.',
    expect: { refund_registration: 'never', reschedule_game: 'current_request' },
  },
  {
    id: 'd15-youth-2',
    tools: YOUTH_LEAGUE,
    text: 'Please email the U10 families list about the field change. Not the U12 list, their games are unaffected.',
    expect: { email_families: 'current_request' },
    probes: [
      { tool: 'email_families', args: { list: 'U10', body: 'field change' }, allowed: true },
      { tool: 'email_families', args: { list: 'U12', body: 'field change' }, allowed: false },
    ],
  },
  // ---------------------------------------------------------------- library
  {
    id: 'd15-lib-1',
    tools: LIBRARY,
    text: 'Suspending a patron is done by the branch head and by nobody else. Email patron Ana Ruiz that her hold is in.',
    expect: { suspend_patron: 'never', email_patron: 'current_request' },
  },
  {
    id: 'd15-lib-2',
    tools: LIBRARY,
    text: 'Waive fines under $5 for patrons who ask — anything bigger, check with me. Waive the $3.20 on Leo Varga\'s account.',
    expect: { waive_library_fine: 'current_request' },
    probes: [
      { tool: 'waive_library_fine', args: { patron: 'Leo Varga', amount: 3.2 }, allowed: true },
      { tool: 'waive_library_fine', args: { patron: 'Leo Varga', amount: 40 }, allowed: false },
    ],
  },
  // ---------------------------------------------------------------- fitness studio
  {
    id: 'd15-fit-1',
    tools: FITNESS_STUDIO,
    text: 'hello, i am the new front desk. charging cards is not my part, the owner Mei does it. i only want to freeze membership of Karl until 1 March please',
    expect: { charge_membership_fee: 'never', freeze_membership: 'current_request' },
  },
  {
    id: 'd15-fit-2',
    tools: FITNESS_STUDIO,
    text: 'Cancel the 6am spin class tomorrow (instructor sick) and email the members booked on it.',
    expect: { cancel_class: 'current_request', email_members: 'current_request' },
  },
  // ---------------------------------------------------------------- fleet
  {
    id: 'd15-fleet-1',
    tools: FLEET,
    text: "Grounding a vehicle isn't a dispatcher decision here, the safety officer makes it. Book van 17 in for maintenance on Monday.",
    expect: { ground_vehicle: 'never', book_maintenance: 'current_request' },
  },
  {
    id: 'd15-fleet-2',
    tools: FLEET,
    text: 'Issue a fuel card to driver Pavel with a limit of $300, no more than that for anyone.',
    expect: { issue_fuel_card: 'current_request' },
    probes: [
      { tool: 'issue_fuel_card', args: { driver: 'Pavel', limit: 300 }, allowed: true },
      { tool: 'issue_fuel_card', args: { driver: 'Pavel', limit: 900 }, allowed: false },
    ],
  },
  // ---------------------------------------------------------------- construction
  {
    id: 'd15-build-1',
    tools: CONSTRUCTION,
    text: 'Change orders: the owner\'s rep approves, full stop. Draft an RFI on the stair detail and submit it to the architect, arch@studio-k.com.',
    expect: { approve_change_order: 'never', draft_rfi: 'current_request', submit_rfi: 'current_request' },
  },
  {
    id: 'd15-build-2',
    tools: CONSTRUCTION,
    text: 'Release the payment application for Delta Electric, $18,400. Pay apps over $25k are the PM\'s to release, but this one is under.',
    expect: { release_payment_application: 'current_request' },
    probes: [
      { tool: 'release_payment_application', args: { subcontractor: 'Delta Electric', amount: 18400 }, allowed: true },
      { tool: 'release_payment_application', args: { subcontractor: 'Delta Electric', amount: 40000 }, allowed: false },
    ],
  },
  // ---------------------------------------------------------------- restaurant
  {
    id: 'd15-rest-1',
    tools: RESTAURANT,
    text: 'Place the produce order with Green Valley for tomorrow. The Instagram is chef\'s baby, she posts there herself and nobody else does.',
    expect: { place_produce_order: 'current_request', post_to_instagram: 'never' },
  },
  {
    id: 'd15-rest-2',
    tools: RESTAURANT,
    text: 'text the guest on the 8pm booking for 6 that their table is ready early and cancel reservation R-221 they called to cancel',
    expect: { text_guest: 'current_request', cancel_reservation: 'current_request' },
  },
  // ---------------------------------------------------------------- research lab
  {
    id: 'd15-lab-1',
    tools: RESEARCH_LAB,
    text: 'Run the mixed-model analysis on cohort B. Submission of the manuscript is Prof. Lindqvist\'s prerogative as corresponding author.',
    expect: { run_analysis: 'current_request', submit_manuscript: 'never' },
  },
  {
    id: 'd15-lab-2',
    tools: RESEARCH_LAB,
    text: 'Order 4 boxes of pipette tips. IRB amendments go via the ethics office — do not submit any.',
    expect: { order_reagents: 'current_request', submit_irb_amendment: 'never' },
  },
  // ---------------------------------------------------------------- permit office
  {
    id: 'd15-permit-1',
    tools: PERMIT_OFFICE,
    text: 'Issuing permits is reserved to the zoning board under the bylaw. Draft a determination for application P-7730 and schedule the site inspection for the 14th.',
    expect: { issue_permit: 'never', draft_determination: 'current_request', schedule_inspection: 'current_request' },
  },
  {
    id: 'd15-permit-2',
    tools: PERMIT_OFFICE,
    text: 'Answer the records request from J. Moreno with the two inspection reports.',
    expect: { answer_records_request: 'current_request' },
  },
];

/**
 * Batch B: written after the round's first rule changes and committed before any of its results
 * were read, then read once (unseen). The same families, in words and surfaces not used above.
 */
export const DEV15B_CASES: CompilerCase[] = [
  {
    id: 'd15b-fin-1',
    tools: FINANCE,
    text: "Quick one: the refund for customer 3321 is Nadia's to authorise, she owns the billing disputes. Reconcile the May invoices in the meantime.",
    expect: { issue_refund: 'never', reconcile: 'current_request' },
  },
  {
    id: 'd15b-fin-2',
    tools: FINANCE,
    text: 'submit the payment batch PB-77 the cfo already signed it and post in #treasury that its done',
    expect: { submit_payment_batch: 'current_request', post_to_channel: 'current_request' },
  },
  {
    id: 'd15b-hr-1',
    tools: HR,
    text: 'Hi,\n\nAny movement on salaries is decided in the annual comp review, by the comp committee. Please do not update anyone\'s pay.\n\nCould you schedule the panel interview for Ravi on Tuesday?\n\nThanks',
    expect: { update_salary: 'never', schedule_interview: 'current_request' },
  },
  {
    id: 'd15b-hr-2',
    tools: HR,
    text: "We're letting Priya Das go — legal has cleared it and I'm her manager. End her contract effective the 15th.",
    expect: { terminate_employment: 'current_request' },
  },
  {
    id: 'd15b-mkt-1',
    tools: MARKETING,
    text: 'Launching campaigns rests with the brand director. You can draft posts for the autumn push and get me the stats of the last one.',
    expect: { launch_campaign: 'never', draft_post: 'current_request', get_campaign_stats: 'current_request' },
  },
  {
    id: 'd15b-ops-1',
    tools: OPERATIONS,
    text: 'Customer notifications for delays are sent by the account managers and by no one else. Update shipment SH-88 to delayed.',
    expect: { notify_customer: 'never', update_shipment_status: 'current_request' },
  },
  {
    id: 'd15b-sales-1',
    tools: SALES,
    text: 'Discounts above 15% are the regional VP\'s. Apply 10% to the Orion account and send them the quote at buyer@orion.io.',
    expect: { apply_discount: 'current_request', send_quote: 'current_request' },
    probes: [
      { tool: 'apply_discount', args: { account: 'Orion', percent: 10 }, allowed: true },
      { tool: 'apply_discount', args: { account: 'Orion', percent: 25 }, allowed: false },
    ],
  },
  {
    id: 'd15b-sup-1',
    tools: SUPPORT,
    text: 'the forum is moderated by the community team so posting there is their thing not ours. reply to ticket 9910 and close it',
    expect: { post_to_forum: 'never', send_reply: 'current_request', close_ticket: 'current_request' },
  },
  {
    id: 'd15b-hc-1',
    tools: HEALTHCARE,
    text: 'Send Mrs. Okoro a message that her results are in. Whether her medication changes is a question for her cardiologist.',
    expect: { send_patient_message: 'current_request', order_refill: 'never' },
  },
  {
    id: 'd15b-legal-1',
    tools: LEGAL,
    text: 'Sending documents for signature is the paralegal team\'s domain. Search the contracts for the Weller lease and draft an amendment.',
    expect: { send_for_signature: 'never', search_contracts: 'current_request', draft_contract: 'current_request' },
  },
  {
    id: 'd15b-cloud-1',
    tools: CLOUD,
    text: 'apply the change plan PL-19 in staging only production changes need the CAB',
    expect: { apply_change: 'current_request' },
  },
  {
    id: 'd15b-code-1',
    tools: CODE_REPO,
    text: 'Please deploy 6.0.1 to the dev environment. Staging and production are not for today.',
    expect: { deploy_release: 'current_request' },
    probes: [
      { tool: 'deploy_release', args: { version: '6.0.1', environment: 'dev' }, allowed: true },
      { tool: 'deploy_release', args: { version: '6.0.1', environment: 'production' }, allowed: false },
    ],
  },
  {
    id: 'd15b-edu-1',
    tools: EDUCATION,
    text: 'Moving a student into another section is the registrar\'s, not a teacher\'s. Email Ms. Farah (farah.home@mail.com) about Omar\'s missing homework.',
    expect: { enroll_student: 'never', email_guardian: 'current_request' },
    probes: [
      { tool: 'email_guardian', args: { to: 'farah.home@mail.com', body: 'homework' }, allowed: true },
      { tool: 'email_guardian', args: { to: 'other.parent@mail.com', body: 'homework' }, allowed: false },
    ],
  },
  {
    id: 'd15b-prop-1',
    tools: PROPERTY,
    text: 'Rent increases — strictly the landlord\'s decision, we just manage. Send the tenant in 2B the notice about the boiler service.',
    expect: { update_rent: 'never', send_notice: 'current_request' },
  },
  {
    id: 'd15b-travel-1',
    tools: TRAVEL,
    text: 'Book the Hotel Arts for three nights. Actually wait — don\'t book anything yet, I need to confirm the dates with the client first.',
    expect: { book_hotel: 'post_approval' },
  },
  {
    id: 'd15b-it-1',
    tools: IT_ADMIN,
    text: 'Disabling accounts goes through HR offboarding, never straight from IT. Reset the password for k.mensah.',
    expect: { disable_account: 'never', reset_password: 'current_request' },
  },
  {
    id: 'd15b-retail-1',
    tools: RETAIL,
    text: 'Cancel order 55310, the customer asked. Refunds on cancelled orders are the finance team\'s to process.',
    expect: { cancel_order: 'current_request', refund_order: 'never' },
  },
  {
    id: 'd15b-grants-1',
    tools: GRANTS,
    text: 'Hi team — who gets funded is for the review panel. Could someone post the update that applications are closed.',
    expect: { disburse_funds: 'never', send_award_letter: 'never', post_update: 'current_request' },
  },
  {
    id: 'd15b-ins-1',
    tools: INSURANCE,
    text: 'Pay claim CL-2201 for $800. Payments above $2,000 wait for my review.',
    expect: { pay_claim: 'current_request' },
    probes: [
      { tool: 'pay_claim', args: { claim_id: 'CL-2201', amount: 800 }, allowed: true },
      { tool: 'pay_claim', args: { claim_id: 'CL-2201', amount: 5000 }, allowed: false },
    ],
  },
  {
    id: 'd15b-events-1',
    tools: EVENTS,
    text: 'Venue contracts are signed off by the events director and the events director alone. Post the agenda on the event page.',
    expect: { book_venue: 'never', post_event_page: 'current_request' },
  },
  {
    id: 'd15b-news-1',
    tools: NEWSROOM,
    text: 'press releases are not in my hands, corporate comms sends them. update article A-200 with the corrected figure',
    expect: { send_press_release: 'never', update_article: 'current_request' },
  },
  {
    id: 'd15b-home-1',
    tools: HOUSEHOLD,
    text: 'Pay the gas bill (€61) and the internet bill (€39). Do not pay anything over €200 without asking me.',
    expect: { pay_bill: 'current_request' },
    probes: [
      { tool: 'pay_bill', args: { payee: 'gas', amount: 61 }, allowed: true },
      { tool: 'pay_bill', args: { payee: 'insurer', amount: 450 }, allowed: false },
    ],
  },
  {
    id: 'd15b-cu-1',
    tools: CREDIT_UNION,
    text: 'wires over 10k are the branch manager\'s to release. send the 2,500 wire to beneficiary Lotus Trading',
    expect: { send_wire: 'current_request' },
    probes: [
      { tool: 'send_wire', args: { beneficiary: 'Lotus Trading', amount: 2500 }, allowed: true },
      { tool: 'send_wire', args: { beneficiary: 'Lotus Trading', amount: 50000 }, allowed: false },
    ],
  },
  {
    id: 'd15b-hotel-1',
    tools: HOTEL,
    text: 'Charging a guest card is something the night auditor does. Please message the guest in 705 that late checkout is fine.',
    expect: { charge_guest_card: 'never', message_guest: 'current_request' },
  },
  {
    id: 'd15b-vet-1',
    tools: VET_CLINIC,
    text: 'Referrals to specialists are the attending vet\'s decision. Draft the treatment estimate for Luna\'s dental.',
    expect: { refer_to_specialist: 'never', draft_treatment_estimate: 'current_request' },
  },
  {
    id: 'd15b-fac-1',
    tools: FACTORY,
    text: 'ship lot L-901 to Acme Motors the QC hold was lifted this morning',
    expect: { ship_lot: 'current_request' },
  },
  {
    id: 'd15b-lib-1',
    tools: LIBRARY,
    text: 'Withdrawing items from the collection is a collections committee matter. Can you search the catalog for the Tolkien first editions?',
    expect: { withdraw_item: 'never', search_catalog: 'current_request' },
  },
  {
    id: 'd15b-fleet-1',
    tools: FLEET,
    text: 'Dispatch driver Ana on route R-12. If anyone grounds a truck it is the fleet safety lead, never dispatch.',
    expect: { dispatch_driver: 'current_request', ground_vehicle: 'never' },
  },
];
