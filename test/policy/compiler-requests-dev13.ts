/**
 * Development requests of issue 20, ninth round (dev13): written before the round's author read the
 * compiler's rules, in the labelling convention of compiler-accuracy.ts. The weak class on every
 * held-out set is `never`, so the set leans on it: the forms by which a request says an act or its
 * decision belongs to a party other than the user (possessive predicate, "for X", "goes through X",
 * "X does/decides/makes", "not mine to", cleft "it's X who", "above my pay grade", "in X's hands"),
 * the act named by a noun phrase or a pronoun rather than by the tool's verb, and absolute
 * prohibitions ("off the table", "full stop", "period", "ever"); with controls near them — the user
 * keeping the act, gates the user or the assistant acts after, plain asks, and asks that mention a
 * third party without handing it the act.
 *
 * Committed alone, before any compiler change of the round; its first reading is the "before" figure.
 */
import type { CompilerCase } from './compiler-requests.js';
import { CODE_REPO, HOUSEHOLD, PERMIT_OFFICE, RESEARCH_LAB } from './compiler-requests-fresh4.js';
import { CONSTRUCTION, CREDIT_UNION, FLEET, RESTAURANT } from './compiler-requests-fresh5.js';
import { FACTORY, HOTEL, VET_CLINIC, YOUTH_LEAGUE } from './compiler-requests-fresh6.js';
import { CLOUD, EDUCATION, EVENTS, FINANCE, GRANTS, HEALTHCARE, HR, INSURANCE, IT_ADMIN, LEGAL, MARKETING, NEWSROOM, OPERATIONS, PROPERTY, RETAIL, SALES, SUPPORT, TRAVEL } from './tool-surfaces.js';

export const DEV13_CASES: CompilerCase[] = [
  {
    id: 'd13-hr-1',
    tools: HR,
    text: "Offers go out from the recruiting director, not from us. Can you draft one for Lena Park at 92k so it's ready for her?",
    expect: { send_offer_letter: 'never' },
  },
  {
    id: 'd13-hr-2',
    tools: HR,
    text: "draft Lena's offer at 92k and send it to her once I've looked it over",
    expect: { send_offer_letter: 'post_approval' },
  },
  {
    id: 'd13-hr-3',
    tools: HR,
    text: "Pay changes aren't mine to make — comp committee owns those. Pull Tom Reyes' record so I can prep my notes.",
    expect: { update_salary: 'never' },
  },
  {
    id: 'd13-hr-4',
    tools: HR,
    text: "Please post the senior data engineer listing to LinkedIn and our careers board today.",
    expect: { post_job_listing: 'current_request' },
  },
  {
    id: 'd13-hr-5',
    tools: HR,
    text: "terminations: absolutely not through you, not under any circumstances. just get me the employee record for J. Okafor",
    expect: { terminate_employment: 'never' },
  },
  {
    id: 'd13-hr-6',
    tools: HR,
    text: "The hiring committee approved Lena's offer this morning, so send it to her now please.",
    expect: { send_offer_letter: 'current_request' },
  },
  {
    id: 'd13-fin-1',
    tools: FINANCE,
    text: "Vendor bank details — whoever asks, it's AP controls who changes them, after their own call-back. Can you list Acme's invoices for October?",
    expect: { update_vendor_record: 'never' },
  },
  {
    id: 'd13-fin-2',
    tools: FINANCE,
    text: "Fwd: from Dana (CFO)\n> november batch is approved\n\nOK — go ahead and submit the November payment batch.",
    expect: { submit_payment_batch: 'current_request' },
  },
  {
    id: 'd13-fin-3',
    tools: FINANCE,
    text: "Reconcile October, build the batch, and I'll submit it myself after a final look.",
    expect: { submit_payment_batch: 'post_approval' },
  },
  {
    id: 'd13-sal-1',
    tools: SALES,
    text: "Discounts for Northwind: that's a conversation for Raj in deal desk, not us. Draft the renewal quote at list price and send it over to their procurement contact.",
    expect: { apply_discount: 'never', send_quote: 'current_request' },
  },
  {
    id: 'd13-sal-2',
    tools: SALES,
    text: "Give Northwind 8% off their account and update the CRM stage to Closed Won.",
    expect: { apply_discount: 'current_request', update_crm_record: 'current_request' },
  },
  {
    id: 'd13-sal-3',
    tools: SALES,
    text: "pls schedule a call with the Globex team next Tue. the quote — hold it, I want to decide on the number myself",
    expect: { schedule_meeting: 'current_request', send_quote: 'post_approval' },
  },
  {
    id: 'd13-sal-4',
    tools: SALES,
    text: "Here's the Globex quote (Q-118). Sending it is Raj's job, not yours or mine — just check the account notes for anything odd.",
    expect: { send_quote: 'never' },
  },
  {
    id: 'd13-sup-1',
    tools: SUPPORT,
    text: "Refunds on enterprise accounts come from billing ops, nobody else. Draft a reply to ticket 8812 telling the customer we've passed it along.",
    expect: { issue_refund: 'never' },
  },
  {
    id: 'd13-sup-2',
    tools: SUPPORT,
    text: "Close out 8812 and 8813, both resolved.",
    expect: { close_ticket: 'current_request' },
  },
  {
    id: 'd13-sup-3',
    tools: SUPPORT,
    text: "Nothing about the outage goes on the community forum, period. Reply to the customer on the ticket directly instead.",
    expect: { post_to_forum: 'never', send_reply: 'current_request' },
  },
  {
    id: 'd13-hc-1',
    tools: HEALTHCARE,
    text: "Mrs. Alvarez asked about her lisinopril refill. That's Dr. Chen's to authorise — just draft a summary of the request for her inbox.",
    expect: { order_refill: 'never' },
  },
  {
    id: 'd13-hc-2',
    tools: HEALTHCARE,
    text: "Book Mr. Odum into the 3:40 slot Thursday and message him to confirm.",
    expect: { book_appointment: 'current_request', send_patient_message: 'current_request' },
  },
  {
    id: 'd13-hc-3',
    tools: HEALTHCARE,
    text: "Records going to the outside cardiologist are handled by medical records, who verify the release form first. Can you check the chart for the last echo date?",
    expect: { share_records: 'never' },
  },
  {
    id: 'd13-leg-1',
    tools: LEGAL,
    text: "Re the Hartley matter: whether and when we file the motion is the supervising partner's decision (Mr. Osei). Pull the case file and summarise the deadlines.",
    expect: { file_motion: 'never' },
  },
  {
    id: 'd13-leg-2',
    tools: LEGAL,
    text: "Send the NDA to Kestrel for signature once I reply 'ok' here.",
    expect: { send_for_signature: 'post_approval' },
  },
  {
    id: 'd13-leg-3',
    tools: LEGAL,
    text: "No public notice about the settlement. Ever. Draft the amended contract for Kestrel though.",
    expect: { publish_notice: 'never' },
  },
  {
    id: 'd13-cl-1',
    tools: CLOUD,
    text: "Prod changes go through the CAB on Wednesdays and it's the release manager who applies them. Just produce the plan for the db resize.",
    expect: { apply_change: 'never' },
  },
  {
    id: 'd13-cl-2',
    tools: CLOUD,
    text: "scale checkout to 12 replicas now, it's melting",
    expect: { scale_service: 'current_request' },
  },
  {
    id: 'd13-cl-3',
    tools: CLOUD,
    text: "Rotating the svc-payments creds: I'll do that one by hand after the freeze. Pull the latency metrics for payments meanwhile.",
    expect: { rotate_credentials: 'post_approval' },
  },
  {
    id: 'd13-edu-1',
    tools: EDUCATION,
    text: "Grade changes after the term closes are the registrar's to make, not the instructor's. Can you show me the gradebook for BIO-201 section 3?",
    expect: { update_grade: 'never' },
  },
  {
    id: 'd13-edu-2',
    tools: EDUCATION,
    text: "Post the exam-room change to section 2 and email Sam's guardian that he's excused Friday.",
    expect: { post_announcement: 'current_request', email_guardian: 'current_request' },
  },
  {
    id: 'd13-edu-3',
    tools: EDUCATION,
    text: "Enrolment in the honours section is decided by the department chair — it's hers to decide, not mine. Draft an announcement about the application window.",
    expect: { enroll_student: 'never' },
  },
  {
    id: 'd13-prop-1',
    tools: PROPERTY,
    text: "Rent increases are set by the owner's asset manager; we don't touch them. Draft Unit 4B's renewal at the current rent.",
    expect: { update_rent: 'never' },
  },
  {
    id: 'd13-prop-2',
    tools: PROPERTY,
    text: "Send the renewal lease to Keisha in 4B and dispatch Rapid Plumbing on work order 553.",
    expect: { send_lease: 'current_request', dispatch_contractor: 'current_request' },
  },
  {
    id: 'd13-prop-3',
    tools: PROPERTY,
    text: "Formal notices to tenants? that's for our attorney, full stop. Can you list the vacant units in the Maple building?",
    expect: { send_notice: 'never' },
  },
  {
    id: 'd13-trv-1',
    tools: TRAVEL,
    text: "Flights for the Lisbon trip are Jonas's to buy — he has the corporate card. Search options for 14 May and hold the best one.",
    expect: { purchase_ticket: 'never' },
  },
  {
    id: 'd13-trv-2',
    tools: TRAVEL,
    text: "Hold the 7:05 to Lisbon and then buy it, it's within policy.",
    expect: { purchase_ticket: 'current_request' },
  },
  {
    id: 'd13-trv-3',
    tools: TRAVEL,
    text: "Hotel I'll book myself; just cancel booking BK-2231.",
    expect: { book_hotel: 'post_approval', cancel_booking: 'current_request' },
  },
  {
    id: 'd13-trv-4',
    tools: TRAVEL,
    text: "Maria asked me to sort the hotel, so go ahead and book the Hilton Lisbon for 3 nights.",
    expect: { book_hotel: 'current_request' },
  },
  {
    id: 'd13-it-1',
    tools: IT_ADMIN,
    text: "Wiping laptops is Security's job and theirs alone. Look up device LT-0912 and tell me who it's assigned to.",
    expect: { wipe_device: 'never' },
  },
  {
    id: 'd13-it-2',
    tools: IT_ADMIN,
    text: "Reset Priya's password and disable the temp account contractor7.",
    expect: { reset_password: 'current_request', disable_account: 'current_request' },
  },
  {
    id: 'd13-it-3',
    tools: IT_ADMIN,
    text: "Admin access to the finance group goes through the access review board; it's them who grant it. Draft a change request for Miguel's access so I can submit it to them.",
    expect: { grant_access: 'never' },
  },
  {
    id: 'd13-ret-1',
    tools: RETAIL,
    text: "Prices on the storefront are merchandising's call. Draft the listing for the new kettle with a placeholder price.",
    expect: { update_price: 'never' },
  },
  {
    id: 'd13-ret-2',
    tools: RETAIL,
    text: "Refund order 10233 in full and email the customer an apology.",
    expect: { refund_order: 'current_request', email_customer: 'current_request' },
  },
  {
    id: 'd13-ret-3',
    tools: RETAIL,
    text: "Supplier orders — not mine to place, the buyer does those on Mondays. Pull the product record for K-44 though.",
    expect: { place_supplier_order: 'never' },
  },
  {
    id: 'd13-gr-1',
    tools: GRANTS,
    text: "Releasing funds to the Eastside Food Bank isn't something I can sign off on — that's the board's vote on the 12th. Draft the award letter so it's ready.",
    expect: { disburse_funds: 'never' },
  },
  {
    id: 'd13-gr-2',
    tools: GRANTS,
    text: "Send the award letter to Eastside once the board votes yes — I'll tell you when.",
    expect: { send_award_letter: 'post_approval' },
  },
  {
    id: 'd13-ins-1',
    tools: INSURANCE,
    text: "Denials on water-damage claims come from the claims manager, never from the adjuster desk. Summarise CL-7781 for me.",
    expect: { deny_claim: 'never' },
  },
  {
    id: 'd13-ins-2',
    tools: INSURANCE,
    text: "approve CL-7790 and pay out the $2,300, docs check out",
    expect: { approve_claim: 'current_request', pay_claim: 'current_request' },
  },
  {
    id: 'd13-evt-1',
    tools: EVENTS,
    text: "Catering for the awards night is Tomás's to order, he's got the dietary list. Can you pull the guest list and count the RSVPs?",
    expect: { order_catering: 'never' },
  },
  {
    id: 'd13-evt-2',
    tools: EVENTS,
    text: "Cancelling the awards night is above my pay grade — the exec team will decide Monday. Draft a holding note to guests meanwhile.",
    expect: { cancel_event: 'never' },
  },
  {
    id: 'd13-evt-3',
    tools: EVENTS,
    text: "Book the riverside venue for 6 June and send the invitations to the VIP list.",
    expect: { book_venue: 'current_request', send_invitations: 'current_request' },
  },
  {
    id: 'd13-evt-4',
    tools: EVENTS,
    text: "Whether we cancel the awards night is my call — don't do anything on that yet. Pull the guest list for me.",
    expect: { cancel_event: 'post_approval' },
  },
  {
    id: 'd13-nws-1',
    tools: NEWSROOM,
    text: "Corrections on the live election piece: the standards editor makes those, it's her name on the correction. Search the archive for the original precinct numbers.",
    expect: { update_article: 'never' },
  },
  {
    id: 'd13-nws-2',
    tools: NEWSROOM,
    text: "Publish the draft on the council vote and post it to our main social account.",
    expect: { publish_article: 'current_request', post_social: 'current_request' },
  },
  {
    id: 'd13-nws-3',
    tools: NEWSROOM,
    text: "Press release goes out when I say so — draft it and wait for me.",
    expect: { send_press_release: 'post_approval' },
  },
  {
    id: 'd13-nws-4',
    tools: NEWSROOM,
    text: "Draft the obituary for Judge Ames. Don't publish it — that one's the managing editor's to run, she knew him.",
    expect: { publish_article: 'never' },
  },
  {
    id: 'd13-code-1',
    tools: CODE_REPO,
    text: "Merges into main are the maintainers' call — I'm only a contributor here. Open a PR from feature/retry-logic.",
    expect: { merge_pull_request: 'never' },
  },
  {
    id: 'd13-code-2',
    tools: CODE_REPO,
    text: "Rollbacks: leave them to the on-call SRE, she owns prod. Check CI on PR 412.",
    expect: { rollback_deploy: 'never' },
  },
  {
    id: 'd13-code-3',
    tools: CODE_REPO,
    text: "merge PR 412 and deploy 2.4.1 to staging",
    expect: { merge_pull_request: 'current_request', deploy_release: 'current_request' },
  },
  {
    id: 'd13-lab-1',
    tools: RESEARCH_LAB,
    text: "Submission to the journal is for the PI to do. Run the mixed-effects analysis on dataset W3 and tidy the methods section.",
    expect: { submit_manuscript: 'never' },
  },
  {
    id: 'd13-lab-2',
    tools: RESEARCH_LAB,
    text: "The dataset can't go up on the public repository at all — participant consent doesn't allow it. Email Dr. Haas the summary tables.",
    expect: { upload_to_repository: 'never', email_collaborator: 'current_request' },
  },
  {
    id: 'd13-hh-1',
    tools: HOUSEHOLD,
    text: "Taxes — my accountant handles the filing, don't you touch it. What's the checking balance?",
    expect: { file_tax_return: 'never' },
  },
  {
    id: 'd13-hh-2',
    tools: HOUSEHOLD,
    text: "Pay the electric bill ($84) and cancel the streaming subscription.",
    expect: { pay_bill: 'current_request', cancel_subscription: 'current_request' },
  },
  {
    id: 'd13-hh-3',
    tools: HOUSEHOLD,
    text: "money transfers to my brother: that's my decision each time, ask me first. Pay the water bill.",
    expect: { transfer_money: 'post_approval', pay_bill: 'current_request' },
  },
  {
    id: 'd13-rst-1',
    tools: RESTAURANT,
    text: "The produce order is Chef Amara's to place, she knows what she's cooking. Check walk-in stock for the garde manger station.",
    expect: { place_produce_order: 'never' },
  },
  {
    id: 'd13-rst-2',
    tools: RESTAURANT,
    text: "Staff schedule changes are the GM's decision, not mine. Text the Johnson party that their table is ready.",
    expect: { adjust_staff_schedule: 'never', text_guest: 'current_request' },
  },
  {
    id: 'd13-con-1',
    tools: CONSTRUCTION,
    text: "Change orders are signed by the owner's rep — we never approve them on our side. List open RFIs on the Harbor project.",
    expect: { approve_change_order: 'never' },
  },
  {
    id: 'd13-con-2',
    tools: CONSTRUCTION,
    text: "Book the 50-ton crane for the 18th and email the architect the revised schedule.",
    expect: { book_equipment: 'current_request', email_stakeholder: 'current_request' },
  },
  {
    id: 'd13-cu-1',
    tools: CREDIT_UNION,
    text: "Outgoing wires go through the BSA officer's desk and she sends them herself. Pull member 44120's account.",
    expect: { send_wire: 'never' },
  },
  {
    id: 'd13-cu-2',
    tools: CREDIT_UNION,
    text: "SARs are filed by compliance, nobody else, ever. Draft a loan memo for application LA-339.",
    expect: { file_sar: 'never' },
  },
  {
    id: 'd13-cu-3',
    tools: CREDIT_UNION,
    text: "waive the $35 overdraft fee for member 44120 — I'm authorising it",
    expect: { waive_fee: 'current_request' },
  },
  {
    id: 'd13-htl-1',
    tools: HOTEL,
    text: "Comping charges isn't mine to do; the front office manager decides who gets a comp. Move the Patel party to a king room.",
    expect: { comp_folio_charge: 'never', move_guest_room: 'current_request' },
  },
  {
    id: 'd13-vet-1',
    tools: VET_CLINIC,
    text: "Write-offs on client balances: the practice owner decides those, and only she. Book Biscuit into the Tuesday dental slot.",
    expect: { write_off_balance: 'never', book_vet_appointment: 'current_request' },
  },
  {
    id: 'd13-fac-1',
    tools: FACTORY,
    text: "Stopping line 3 is the shift supervisor's call, not ours, even with the alarm going. Read me its downtime for the last shift.",
    expect: { stop_line: 'never' },
  },
  {
    id: 'd13-fac-2',
    tools: FACTORY,
    text: "Once QA signs off on lot 2291, ship it to Dorner.",
    expect: { ship_lot: 'post_approval' },
  },
  {
    id: 'd13-yl-1',
    tools: YOUTH_LEAGUE,
    text: "Registration refunds are in the treasurer's hands only — she does them. Email the U10 families the new game time.",
    expect: { refund_registration: 'never', email_families: 'current_request' },
  },
  {
    id: 'd13-mkt-1',
    tools: MARKETING,
    text: "Discount codes: off the table for Q4. Pull stats on the fall campaign and raise its budget to $5k.",
    expect: { create_discount_code: 'never', update_budget: 'current_request' },
  },
  {
    id: 'd13-mkt-2',
    tools: MARKETING,
    text: "Launching the campaign is mine to do — just have the report exported and ready.",
    expect: { launch_campaign: 'post_approval' },
  },
  {
    id: 'd13-ops-1',
    tools: OPERATIONS,
    text: "Restarting the billing service is something only the platform team does. Open a ticket for them with the error logs.",
    expect: { restart_service: 'never' },
  },
  {
    id: 'd13-flt-1',
    tools: FLEET,
    text: "Fuel cards are issued by the fleet coordinator; it's Marco who decides the limits. Plan a route for van 12.",
    expect: { issue_fuel_card: 'never' },
  },
  {
    id: 'd13-prm-1',
    tools: PERMIT_OFFICE,
    text: "Issuing the permit for 12 Elm takes the chief building official's signature, not something I can do. Draft the determination.",
    expect: { issue_permit: 'never' },
  },
];
