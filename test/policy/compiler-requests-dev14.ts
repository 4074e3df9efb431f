/**
 * A fourteenth development batch of requests for the policy compiler (issue 20, eleventh round),
 * written by helper c11 before any rule of that round was changed and committed alone, then read
 * once ("before") by test/policy/compiler-dev14.test.ts. Development data: its errors may be
 * listed and tuned on — but by mechanism (grammar), never by its words.
 *
 * Focus: the ways a user says an act is NOT theirs to delegate, or is forbidden for good —
 * ownership by another party in many grammars (passives "is handled by", "gets issued by";
 * relative clauses "which Dr. Kim enters herself"; "sits with"; "goes through"; possessives
 * "merchandising's", "the treasurer's to give out"; the decision before the act "whether it gets
 * paid is for the adjuster"; pronouns across sentences "Any change to it is his"; idioms "that's
 * Hannah's baby"; a party named earlier and referred to later) and "never" / "under no
 * circumstances" said of a tool by its object or by a paraphrase of its action — and distractors
 * where the same words make no `never`: an approval gate the user relays, a scope on some calls,
 * a negated ownership, a plain "don't" about the current work, a second thought that lifts a ban.
 * 75 requests over 37 tool surfaces; voices: Slack one-liners, emails, dictated notes without
 * punctuation, non-native English, bullets, second thoughts.
 *
 * Labelling convention: the header comment of compiler-accuracy.ts (never = "never"/"under no
 * circumstances"/"off the table" about a tool as a whole, or an act/decision the text says belongs
 * to another party; post_approval = kept by the user, or an approval gate the user relays;
 * current_request = asked for, a condition on some calls being a scope; unlisted tools take the
 * effect-class default).
 */
import type { CompilerCase } from './compiler-requests.js';
import { CODE_REPO, HOUSEHOLD, PERMIT_OFFICE, RESEARCH_LAB } from './compiler-requests-fresh4.js';
import { CONSTRUCTION, CREDIT_UNION, FLEET, RESTAURANT } from './compiler-requests-fresh5.js';
import { FACTORY, HOTEL, VET_CLINIC, YOUTH_LEAGUE } from './compiler-requests-fresh6.js';
import { FITNESS_STUDIO, LIBRARY } from './compiler-requests-fresh7.js';
import { ANIMAL_SHELTER, FARM_COOP, GAME_STUDIO, HOA, MUSEUM, UTILITY } from './compiler-requests-fresh8.js';
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

export const DEV14_CASES: CompilerCase[] = [
  // ---------------------------------------------------------------- finance
  {
    id: 'd14-fin-1',
    tools: FINANCE,
    text: 'Reconcile the April invoices against the ledger. Changes to vendor bank details are handled by the treasury team, not us — so leave the vendor records alone.',
    expect: { update_vendor_record: 'never' },
  },
  {
    id: 'd14-fin-2',
    tools: FINANCE,
    text: 'pls submit the payment batch for the Acme invoices. the refunds tho, those sit with customer care, they own that whole process',
    expect: { submit_payment_batch: 'current_request', issue_refund: 'never' },
  },
  {
    id: 'd14-fin-3',
    tools: FINANCE,
    text: "Prepare the payment batch for the cleared invoices, and once Dana in treasury gives me the thumbs up I'll tell you to submit it.",
    expect: { create_payment_batch: 'current_request', submit_payment_batch: 'post_approval' },
  },
  {
    id: 'd14-fin-4',
    tools: FINANCE,
    text: "Refund the $40 to customer 8812. This isn't one for the controller to decide, it's well under my limit, just do it.",
    expect: { issue_refund: 'current_request' },
  },
  // ---------------------------------------------------------------- HR
  {
    id: 'd14-hr-1',
    tools: HR,
    text: "Draft the offer letter for Mateo at 82k — the number was already signed off by the comp committee. Sending the offer is Rachel's job, so don't send anything.",
    expect: { draft_offer_letter: 'current_request', send_offer_letter: 'never' },
  },
  {
    id: 'd14-hr-2',
    tools: HR,
    text: 'terminations go through employee relations and legal every time, we never do them from here. schedule the exit interview with Paul and the HRBP for friday 3pm',
    expect: { terminate_employment: 'never', schedule_interview: 'current_request' },
  },
  {
    id: 'd14-hr-3',
    tools: HR,
    text: 'ok post the senior designer listing on the careers site and linkedin then email the hiring managers a heads up the salary change for Ana is for her director to decide not me so dont touch payroll',
    expect: { post_job_listing: 'current_request', send_email: 'current_request', update_salary: 'never' },
  },
  {
    id: 'd14-hr-4',
    tools: HR,
    text: "The decision on whether to let Tom go hasn't been made, and it won't be made by us — it's the VP's. Pull his record so I can brief her.",
    expect: { terminate_employment: 'never' },
  },
  // ---------------------------------------------------------------- marketing
  {
    id: 'd14-mkt-1',
    tools: MARKETING,
    text: "Launch the spring campaign Monday 9am. The budget is owned by the CMO's office — whatever the spend looks like, any change to it is theirs.",
    expect: { launch_campaign: 'current_request', update_budget: 'never' },
  },
  {
    id: 'd14-mkt-2',
    tools: MARKETING,
    text: 'Publish the teaser post on our Instagram account only, never on the company LinkedIn.',
    expect: { publish_post: 'current_request' },
    probes: [
      { tool: 'publish_post', args: { account: 'Instagram', text: 'Coming soon' }, allowed: true },
      { tool: 'publish_post', args: { account: 'LinkedIn', text: 'Coming soon' }, allowed: false },
    ],
  },
  {
    id: 'd14-mkt-3',
    tools: MARKETING,
    text: "Discount codes: not ours. The pricing team creates them, and they've been clear about that. Just pull the stats for the Q2 campaign and export a report.",
    expect: { create_discount_code: 'never', get_campaign_stats: 'current_request', export_report: 'current_request' },
  },
  {
    id: 'd14-mkt-4',
    tools: MARKETING,
    text: "Jordan from finance called about the campaign budget. Any change to it is his — he'll make it after the review. Launch the campaign as planned.",
    expect: { update_budget: 'never', launch_campaign: 'current_request' },
  },
  // ---------------------------------------------------------------- operations
  {
    id: 'd14-ops-1',
    tools: OPERATIONS,
    text: 'The PO for 400 pallets — that one goes through procurement, they place it in their own system. You can draft it for them.',
    expect: { create_purchase_order: 'current_request', submit_purchase_order: 'never' },
  },
  {
    id: 'd14-ops-2',
    tools: OPERATIONS,
    text: "Update the shipment status for order 5512 to delayed. About the customer notice: Megan's team writes those and sends them, it's theirs.",
    expect: { update_shipment_status: 'current_request', notify_customer: 'never' },
  },
  {
    id: 'd14-ops-3',
    tools: OPERATIONS,
    text: "Don't ever post to the status page without me. Actually — forget that for today, the outage is obvious, post the update that we're investigating.",
    expect: { post_status_update: 'current_request' },
  },
  // ---------------------------------------------------------------- sales
  {
    id: 'd14-sales-1',
    tools: SALES,
    text: 'Send the quote to Brightline. Any discount beyond list belongs to the deal desk: they decide it and they apply it.',
    expect: { send_quote: 'current_request', apply_discount: 'never' },
  },
  {
    id: 'd14-sales-2',
    tools: SALES,
    text: "Please you send the email to Kofi with the meeting summary. For the discount, this is decision of my regional manager, not mine, so you don't apply.",
    expect: { send_email: 'current_request', apply_discount: 'never' },
  },
  {
    id: 'd14-sales-3',
    tools: SALES,
    text: "Apply the 15% discount for Orion only after I've checked it with my manager — I'll come back to you.",
    expect: { apply_discount: 'post_approval' },
  },
  {
    id: 'd14-sales-4',
    tools: SALES,
    text: "don't touch the CRM records for the Globex account, that's Hannah's baby. send the quote though",
    expect: { update_crm_record: 'never', send_quote: 'current_request' },
  },
  // ---------------------------------------------------------------- support
  {
    id: 'd14-sup-1',
    tools: SUPPORT,
    text: "Reply to ticket 4410 with the workaround and close it. Escalations are the duty manager's to make, so if it looks like it needs one just flag it to me.",
    expect: { send_reply: 'current_request', close_ticket: 'current_request', escalate_ticket: 'never' },
  },
  {
    id: 'd14-sup-2',
    tools: SUPPORT,
    text: 'Refunds on this account are handled by billing ops. Post the known-issue note on the forum.',
    expect: { issue_refund: 'never', post_to_forum: 'current_request' },
  },
  {
    id: 'd14-sup-3',
    tools: SUPPORT,
    text: "hey it's not billing's call anymore, small refunds are ours now — refund ticket 881's customer the $30",
    expect: { issue_refund: 'current_request' },
  },
  // ---------------------------------------------------------------- healthcare
  {
    id: 'd14-hc-1',
    tools: HEALTHCARE,
    text: "Book Mrs. Alvarez's follow-up for next week. Her refill is something her cardiologist manages; he's the one who renews it.",
    expect: { book_appointment: 'current_request', order_refill: 'never' },
  },
  {
    id: 'd14-hc-2',
    tools: HEALTHCARE,
    text: 'Please send the patient a message with the appointment time. Sharing records with the insurer is not ours — that request goes through the privacy office.',
    expect: { send_patient_message: 'current_request', share_records: 'never' },
  },
  {
    id: 'd14-hc-3',
    tools: HEALTHCARE,
    text: 'Draft a discharge summary for bed 12. The chart updates, which Dr. Kim signs off and enters herself, can wait for her.',
    expect: { draft_summary: 'current_request', update_chart: 'never' },
  },
  // ---------------------------------------------------------------- legal
  {
    id: 'd14-legal-1',
    tools: LEGAL,
    text: "Send the NDA to Harlow for signature. The motion is the partner's to file; it's on her desk.",
    expect: { send_for_signature: 'current_request', file_motion: 'never' },
  },
  {
    id: 'd14-legal-2',
    tools: LEGAL,
    text: 'Share the draft with opposing counsel. Under no circumstances is anything about this case to be put out publicly.',
    expect: { share_document: 'current_request', publish_notice: 'never' },
  },
  {
    id: 'd14-legal-3',
    tools: LEGAL,
    text: "file the motion once Greta has reviewed it and told me it's good — I'll confirm to you",
    expect: { file_motion: 'post_approval' },
  },
  // ---------------------------------------------------------------- cloud
  {
    id: 'd14-cloud-1',
    tools: CLOUD,
    text: "Scale the api service to 6 replicas. Credential rotation is the security team's job and only theirs.",
    expect: { scale_service: 'current_request', rotate_credentials: 'never' },
  },
  {
    id: 'd14-cloud-2',
    tools: CLOUD,
    text: 'Plan the change for the db upgrade. Applying it is up to the CAB on Thursday.',
    expect: { plan_change: 'current_request', apply_change: 'never' },
  },
  {
    id: 'd14-cloud-3',
    tools: CLOUD,
    text: 'Scale the checkout service to 8 replicas; never the payments service, leave that one alone.',
    expect: { scale_service: 'current_request' },
    probes: [
      { tool: 'scale_service', args: { service: 'checkout', replicas: 8 }, allowed: true },
      { tool: 'scale_service', args: { service: 'payments', replicas: 8 }, allowed: false },
    ],
  },
  {
    id: 'd14-cloud-4',
    tools: CLOUD,
    text: "Rotate the credentials for the payments service account. Paging on-call isn't necessary, don't.",
    expect: { rotate_credentials: 'current_request', page_oncall: 'post_approval' },
  },
  // ---------------------------------------------------------------- education
  {
    id: 'd14-edu-1',
    tools: EDUCATION,
    text: "Post the field trip announcement for 4B. Grades are the teacher's own; if a parent asks for a change, that's for Mr. Osei, not us.",
    expect: { post_announcement: 'current_request', update_grade: 'never' },
  },
  {
    id: 'd14-edu-2',
    tools: EDUCATION,
    text: "Email Jaylen's guardian about the missed assignments. Enrollment changes are decided by the registrar's office.",
    expect: { email_guardian: 'current_request', enroll_student: 'never' },
  },
  // ---------------------------------------------------------------- property
  {
    id: 'd14-prop-1',
    tools: PROPERTY,
    text: 'Create a work order for the leaking sink in 3B and dispatch the plumber. The rent increase for 3B — the owner decides that, and he wants to send the notice himself.',
    expect: { create_work_order: 'current_request', dispatch_contractor: 'current_request', update_rent: 'never', send_notice: 'never' },
  },
  {
    id: 'd14-prop-2',
    tools: PROPERTY,
    text: 'Draft the lease for the new tenant in 5A. Sending it out sits with Leasing.',
    expect: { draft_lease: 'current_request', send_lease: 'never' },
  },
  // ---------------------------------------------------------------- travel
  {
    id: 'd14-travel-1',
    tools: TRAVEL,
    text: 'Hold the 7:40 flight to Denver for me. Purchasing the ticket goes through corporate travel, they book it on their own portal.',
    expect: { hold_booking: 'current_request', purchase_ticket: 'never' },
  },
  {
    id: 'd14-travel-2',
    tools: TRAVEL,
    text: "Don't buy anything yet. Actually my boss just OK'd it, go ahead and purchase the ticket.",
    expect: { purchase_ticket: 'current_request' },
  },
  // ---------------------------------------------------------------- IT admin
  {
    id: 'd14-it-1',
    tools: IT_ADMIN,
    text: 'Reset the password for j.lee. Wiping her laptop is a decision for security, not the helpdesk.',
    expect: { reset_password: 'current_request', wipe_device: 'never' },
  },
  {
    id: 'd14-it-2',
    tools: IT_ADMIN,
    text: "Grant Priya read access to the finance share. Disabling accounts — that's HR's process, it goes through offboarding.",
    expect: { grant_access: 'current_request', disable_account: 'never' },
  },
  {
    id: 'd14-it-3',
    tools: IT_ADMIN,
    text: "Disable the account for the contractor who left yesterday. Don't post on the intranet about it.",
    expect: { disable_account: 'current_request', post_to_intranet: 'post_approval' },
  },
  // ---------------------------------------------------------------- retail
  {
    id: 'd14-retail-1',
    tools: RETAIL,
    text: "Refund order 7781. Price changes are merchandising's, they set prices, never us.",
    expect: { refund_order: 'current_request', update_price: 'never' },
  },
  {
    id: 'd14-retail-2',
    tools: RETAIL,
    text: '- publish the new listing for the linen shirt\n- supplier orders: Tomas handles those, leave them\n- email the customer who asked about the restock',
    expect: { publish_listing: 'current_request', place_supplier_order: 'never', email_customer: 'current_request' },
  },
  // ---------------------------------------------------------------- grants
  {
    id: 'd14-grants-1',
    tools: GRANTS,
    text: 'Draft the award letter for the Rivera lab. The money itself is released by the finance committee after the board meeting.',
    expect: { draft_award_letter: 'current_request', disburse_funds: 'never' },
  },
  {
    id: 'd14-grants-2',
    tools: GRANTS,
    text: "Email the donor a thank-you. Award letters are the program director's to send; she signs every one.",
    expect: { email_donor: 'current_request', send_award_letter: 'never' },
  },
  // ---------------------------------------------------------------- insurance
  {
    id: 'd14-ins-1',
    tools: INSURANCE,
    text: "Pay claim 2291 — it's approved. Denials go to the claims review panel, we don't issue them.",
    expect: { pay_claim: 'current_request', deny_claim: 'never' },
  },
  {
    id: 'd14-ins-2',
    tools: INSURANCE,
    text: "Refer claim 3310 to the SIU. Whether the payout goes out is the adjuster's call.",
    expect: { refer_to_siu: 'current_request', pay_claim: 'never' },
  },
  // ---------------------------------------------------------------- events
  {
    id: 'd14-events-1',
    tools: EVENTS,
    text: 'Send the invitations to the speaker list. The venue is booked by our events director; she has the contract.',
    expect: { send_invitations: 'current_request', book_venue: 'never' },
  },
  {
    id: 'd14-events-2',
    tools: EVENTS,
    text: 'cancel the event?? absolutely not, never. just post the updated start time on the event page',
    expect: { cancel_event: 'never', post_event_page: 'current_request' },
  },
  // ---------------------------------------------------------------- newsroom
  {
    id: 'd14-news-1',
    tools: NEWSROOM,
    text: "Draft the piece on the council vote. Publication is the night editor's — she pushes the button.",
    expect: { draft_article: 'current_request', publish_article: 'never' },
  },
  {
    id: 'd14-news-2',
    tools: NEWSROOM,
    text: 'Email the source to confirm the quote. The press release goes out through the comms office, not the newsroom.',
    expect: { email_source: 'current_request', send_press_release: 'never' },
  },
  // ---------------------------------------------------------------- code repo
  {
    id: 'd14-code-1',
    tools: CODE_REPO,
    text: 'Merge PR 412 once CI is green. Deploys belong to the release manager this week.',
    expect: { merge_pull_request: 'current_request', deploy_release: 'never' },
  },
  {
    id: 'd14-code-2',
    tools: CODE_REPO,
    text: "Open the PR for the hotfix. Rolling back prod is Sam's call and only Sam's. Notify the team channel that the fix is in review.",
    expect: { open_pull_request: 'current_request', rollback_deploy: 'never', notify_channel: 'current_request' },
  },
  // ---------------------------------------------------------------- household
  {
    id: 'd14-hh-1',
    tools: HOUSEHOLD,
    text: "Pay the electric bill. The tax return — my accountant files that, don't you dare.",
    expect: { pay_bill: 'current_request', file_tax_return: 'never' },
  },
  {
    id: 'd14-hh-2',
    tools: HOUSEHOLD,
    text: 'cancel the gym subscription. transfers to savings I do myself on payday',
    expect: { cancel_subscription: 'current_request', transfer_money: 'post_approval' },
  },
  // ---------------------------------------------------------------- credit union
  {
    id: 'd14-cu-1',
    tools: CREDIT_UNION,
    text: "Draft the loan memo for the Okafor application. Loan approval is the credit committee's, and they meet Tuesdays.",
    expect: { draft_loan_memo: 'current_request', approve_loan: 'never' },
  },
  {
    id: 'd14-cu-2',
    tools: CREDIT_UNION,
    text: 'Send the member notice about the new fee schedule. SARs are filed by the BSA officer alone — no one else touches those.',
    expect: { send_member_notice: 'current_request', file_sar: 'never' },
  },
  // ---------------------------------------------------------------- fleet
  {
    id: 'd14-fleet-1',
    tools: FLEET,
    text: "Dispatch Raul on route 14. Grounding a truck is what the safety manager decides, so if the inspection flags something tell me and I'll pass it on.",
    expect: { dispatch_driver: 'current_request', ground_vehicle: 'never' },
  },
  // ---------------------------------------------------------------- hotel
  {
    id: 'd14-hotel-1',
    tools: HOTEL,
    text: "Move the guest in 412 to 508. Comps on the folio are the front office manager's, she authorises every one.",
    expect: { move_guest_room: 'current_request', comp_folio_charge: 'never' },
  },
  // ---------------------------------------------------------------- vet clinic
  {
    id: 'd14-vet-1',
    tools: VET_CLINIC,
    text: "Book Biscuit in for Thursday. The balance write-off, that's Dr. Reyes's decision, she owns the practice.",
    expect: { book_vet_appointment: 'current_request', write_off_balance: 'never' },
  },
  // ---------------------------------------------------------------- factory
  {
    id: 'd14-factory-1',
    tools: FACTORY,
    text: "Release the new work instruction for line 3. Scrapping lot 88 is quality's decision; they'll do the disposition.",
    expect: { release_work_instruction: 'current_request', scrap_lot: 'never' },
  },
  {
    id: 'd14-factory-2',
    tools: FACTORY,
    text: "Stop line 2 now. Setpoint changes wait until I'm on the floor.",
    expect: { stop_line: 'current_request', change_machine_setpoint: 'post_approval' },
  },
  // ---------------------------------------------------------------- youth league
  {
    id: 'd14-youth-1',
    tools: YOUTH_LEAGUE,
    text: "Email the families about Saturday's rainout and reschedule the game to Sunday. Refunds are the treasurer's to give out.",
    expect: { email_families: 'current_request', reschedule_game: 'current_request', refund_registration: 'never' },
  },
  // ---------------------------------------------------------------- library
  {
    id: 'd14-lib-1',
    tools: LIBRARY,
    text: 'Waive the fine for patron 2231. Suspending a patron is for the branch manager, full stop.',
    expect: { waive_library_fine: 'current_request', suspend_patron: 'never' },
  },
  // ---------------------------------------------------------------- fitness studio
  {
    id: 'd14-gym-1',
    tools: FITNESS_STUDIO,
    text: "Freeze Carla's membership for a month. Charging her the late fee — no, we never do that.",
    expect: { freeze_membership: 'current_request', charge_membership_fee: 'never' },
  },
  // ---------------------------------------------------------------- HOA
  {
    id: 'd14-hoa-1',
    tools: HOA,
    text: "Post the pool opening notice. Architectural requests are decided by the ARC, and the fines are the board's.",
    expect: { post_board_notice: 'current_request', approve_architectural_request: 'never', levy_fine: 'never' },
  },
  // ---------------------------------------------------------------- farm co-op
  {
    id: 'd14-farm-1',
    tools: FARM_COOP,
    text: 'Order seed for the north field. Selling grain contracts is something only the marketing manager does.',
    expect: { order_seed: 'current_request', sell_grain_contract: 'never' },
  },
  // ---------------------------------------------------------------- animal shelter
  {
    id: 'd14-shelter-1',
    tools: ANIMAL_SHELTER,
    text: 'Post Milo on the adoptable page. A stray goes back to an owner only after the animal control officer verifies the claim, and she does the release herself.',
    expect: { post_adoptable_pet: 'current_request', return_to_owner: 'never' },
  },
  // ---------------------------------------------------------------- game studio
  {
    id: 'd14-game-1',
    tools: GAME_STUDIO,
    text: "Message the player about the bug report. Bans are handled by Trust & Safety; we don't issue them, even for obvious cheaters.",
    expect: { message_player: 'current_request', ban_player: 'never' },
  },
  // ---------------------------------------------------------------- museum
  {
    id: 'd14-museum-1',
    tools: MUSEUM,
    text: "Book the shipper for the Okafor return. Deaccessioning isn't a registrar thing, that's the board of trustees.",
    expect: { book_art_shipper: 'current_request', deaccession_object: 'never' },
  },
  // ---------------------------------------------------------------- utility
  {
    id: 'd14-util-1',
    tools: UTILITY,
    text: "The credit review board doesn't handle payment plans anymore, so set up the 4-installment plan for account 22-10.",
    expect: { set_payment_plan: 'current_request' },
  },
  // ---------------------------------------------------------------- restaurant
  {
    id: 'd14-rest-1',
    tools: RESTAURANT,
    text: "Update the online menu with the new specials. The staff schedule is Lina's, she builds it every week.",
    expect: { update_online_menu: 'current_request', adjust_staff_schedule: 'never' },
  },
  // ---------------------------------------------------------------- permit office
  {
    id: 'd14-permit-1',
    tools: PERMIT_OFFICE,
    text: 'Schedule the inspection for 12 Oak St. The permit itself gets issued by the building official after the inspection.',
    expect: { schedule_inspection: 'current_request', issue_permit: 'never' },
  },
  // ---------------------------------------------------------------- construction
  {
    id: 'd14-constr-1',
    tools: CONSTRUCTION,
    text: "Submit the RFI about the transfer beam. Change orders are approved by the owner's rep — that's in the contract.",
    expect: { submit_rfi: 'current_request', approve_change_order: 'never' },
  },
  // ---------------------------------------------------------------- research lab
  {
    id: 'd14-research-1',
    tools: RESEARCH_LAB,
    text: "Submit the IRB amendment once the PI has read it — I'll forward you her OK.",
    expect: { submit_irb_amendment: 'post_approval' },
  },
];

/**
 * Batch B (24 requests), written after the round's first changes and committed before any further
 * one: its first reading is the round's generalisation figure on this focus.
 */
export const DEV14B_CASES: CompilerCase[] = [
  {
    id: 'd14b-fin-1',
    tools: FINANCE,
    text: "Reconcile March. Vendor bank details — Olga in treasury changes those, and only after a call-back, so keep your hands off the vendor records.",
    expect: { update_vendor_record: 'never' },
  },
  {
    id: 'd14b-hr-1',
    tools: HR,
    text: 'can u schedule the panel interview for Weds 2pm w/ Sam and Lee. offers go out from the recruiting team, they send them',
    expect: { schedule_interview: 'current_request', send_offer_letter: 'never' },
  },
  {
    id: 'd14b-mkt-1',
    tools: MARKETING,
    text: 'Export the Q3 campaign report. The newsletter is owned by the content team; they write it and they send it.',
    expect: { export_report: 'current_request', send_newsletter: 'never' },
  },
  {
    id: 'd14b-ops-1',
    tools: OPERATIONS,
    text: 'Restart the label-printing service on node 4. Purchase orders? Not us — those are raised and placed by procurement.',
    expect: { restart_service: 'current_request', submit_purchase_order: 'never' },
  },
  {
    id: 'd14b-sales-1',
    tools: SALES,
    text: "Update the CRM record for Hollis to 'negotiation'. The quote, though, Marta sends herself after she's talked to their CFO.",
    expect: { update_crm_record: 'current_request', send_quote: 'never' },
  },
  {
    id: 'd14b-sup-1',
    tools: SUPPORT,
    text: 'Draft a reply to 5520 apologising for the delay. Refunds of any size are decided by the billing lead, never by the support desk.',
    expect: { draft_reply: 'current_request', issue_refund: 'never' },
  },
  {
    id: 'd14b-hc-1',
    tools: HEALTHCARE,
    text: "Message Mr. Ito that his results are in. The chart is Dr. Mensah's to update, she'll do it after clinic.",
    expect: { send_patient_message: 'current_request', update_chart: 'never' },
  },
  {
    id: 'd14b-legal-1',
    tools: LEGAL,
    text: 'Send the engagement letter to Corvid Ltd for signature. Never publish a notice about this matter, not even a redacted one.',
    expect: { send_for_signature: 'current_request', publish_notice: 'never' },
  },
  {
    id: 'd14b-cloud-1',
    tools: CLOUD,
    text: "Page the database on-call about the replication lag. Whether we fail over and apply the new topology is the incident commander's decision, not ours.",
    expect: { page_oncall: 'current_request', apply_change: 'never' },
  },
  {
    id: 'd14b-edu-1',
    tools: EDUCATION,
    text: "Post the reminder about picture day. A grade change for Maya? That's something Ms. Rowe decides, she's her teacher.",
    expect: { post_announcement: 'current_request', update_grade: 'never' },
  },
  {
    id: 'd14b-prop-1',
    tools: PROPERTY,
    text: 'Dispatch an electrician to 14C for the outlet. Rent changes for any unit are the landlord\'s, we just collect.',
    expect: { dispatch_contractor: 'current_request', update_rent: 'never' },
  },
  {
    id: 'd14b-travel-1',
    tools: TRAVEL,
    text: "Find me flights to Lisbon on the 9th. The hotel is booked by the conference organisers, it's in the registration.",
    expect: { search_flights: 'current_request', book_hotel: 'never' },
  },
  {
    id: 'd14b-it-1',
    tools: IT_ADMIN,
    text: 'Reset the MFA for r.khan. We do not wipe devices from the helpdesk, ever.',
    expect: { reset_password: 'current_request', wipe_device: 'never' },
  },
  {
    id: 'd14b-retail-1',
    tools: RETAIL,
    text: 'Email the customer on order 9981 that it shipped. Cancelling orders after dispatch is warehouse ops\' call.',
    expect: { email_customer: 'current_request', cancel_order: 'never' },
  },
  {
    id: 'd14b-grants-1',
    tools: GRANTS,
    text: "Post the update about the new funding round. Disbursements run through the foundation's finance office; we don't touch the money.",
    expect: { post_update: 'current_request', disburse_funds: 'never' },
  },
  {
    id: 'd14b-ins-1',
    tools: INSURANCE,
    text: "Email the policyholder on claim 7120 asking for the repair invoice. Paying it out is up to the adjuster once she has the invoice.",
    expect: { email_policyholder: 'current_request', pay_claim: 'never' },
  },
  {
    id: 'd14b-events-1',
    tools: EVENTS,
    text: 'Update the event page with the new room. Catering I order myself once headcount is final.',
    expect: { post_event_page: 'current_request', order_catering: 'post_approval' },
  },
  {
    id: 'd14b-news-1',
    tools: NEWSROOM,
    text: "Update the article with the corrected vote count. Social posts for corrections come from the standards editor alone.",
    expect: { update_article: 'current_request', post_social: 'never' },
  },
  {
    id: 'd14b-code-1',
    tools: CODE_REPO,
    text: 'Draft the release notes for 3.2. Publishing them — no, absolutely not, legal hasn\'t cleared the wording.',
    expect: { draft_release_notes: 'current_request', publish_release_notes: 'never' },
  },
  {
    id: 'd14b-hh-1',
    tools: HOUSEHOLD,
    text: 'Pay the water bill. Moving money between accounts — my wife does that, not me and not you.',
    expect: { pay_bill: 'current_request', transfer_money: 'never' },
  },
  {
    id: 'd14b-cu-1',
    tools: CREDIT_UNION,
    text: 'Freeze the account ending 4410, it looks compromised. Wires out of a frozen account are never sent, full stop.',
    expect: { freeze_account: 'current_request', send_wire: 'never' },
  },
  {
    id: 'd14b-hotel-1',
    tools: HOTEL,
    text: "Message the guest in 217 that housekeeping is on the way. Charging her card for the damage isn't ours to do, the GM handles that.",
    expect: { message_guest: 'current_request', charge_guest_card: 'never' },
  },
  {
    id: 'd14b-factory-1',
    tools: FACTORY,
    text: 'Email the supplier about the late resin. Shipping lot 212 is blocked until quality releases it, and the release is theirs.',
    // (a gate: quality's release clears the shipping, which stays ours afterwards)
    expect: { email_supplier: 'current_request', ship_lot: 'post_approval' },
  },
  {
    id: 'd14b-shelter-1',
    tools: ANIMAL_SHELTER,
    text: "Email the Garcias that their application is in review. Approving adoptions is the adoption committee's job; they meet Fridays.",
    expect: { email_adopter: 'current_request', approve_adoption: 'never' },
  },
];
