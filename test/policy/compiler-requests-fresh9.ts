/**
 * The ninth fresh held-out set of hand-written requests for the policy compiler (issue 20, ninth
 * round). Written by a helper who had not read the compiler's rules or word lists nor any labelled
 * request of the other sets; labelled by the convention in the header comment of
 * test/policy/compiler-accuracy.ts, before the compiler was first run on it.
 *
 * Eighteen domains reuse the surfaces of tool-surfaces.ts; fourteen more (veterinary clinic, public
 * library, restaurant, research lab, construction, open-source maintenance, community moderation,
 * homeowners' association, personal banking, city clerk, hotel front desk, museum, tax practice,
 * delivery fleet) have surfaces of their own, defined here.
 */
import { ToolSpecSchema, type ToolSpec, type ToolSpecInput } from '../../src/domain/tool.js';
import type { CompilerCase } from './compiler-requests.js';
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

const VET: ToolSpec[] = [
  tool('get_pet_record', 'read', "Read a patient animal's clinical record.", { pet: str }),
  tool('list_appointments', 'read', "List the clinic's appointments for a day.", { date: str }),
  tool('draft_discharge_notes', 'prepare', 'Write discharge notes for an animal without sending them.', { pet: str, text: str }),
  tool('book_surgery', 'state_change', 'Book a surgery slot for an animal.', { pet: str, slot: str }),
  tool('dispense_medication', 'state_change', 'Dispense a medication from the clinic pharmacy for an animal.', { pet: str, drug: str }),
  tool('text_owner', 'external', "Send a text message to an animal's owner.", { to: str, body: str }, 'to'),
  tool('charge_client', 'state_change', "Charge a client's card on file.", { client: str, amount: num }),
  tool('post_clinic_update', 'publish', "Post an update on the clinic's website and social pages.", { text: str }),
];

const LIBRARY: ToolSpec[] = [
  tool('search_catalog', 'read', 'Search the library catalogue and circulation history.', { query: str }),
  tool('get_patron', 'read', "Read a patron's account, loans and fines.", { patron: str }),
  tool('draft_notice', 'prepare', 'Draft a notice to a patron without sending it.', { patron: str, text: str }),
  tool('waive_fine', 'state_change', "Waive fines on a patron's account.", { patron: str, amount: num }),
  tool('withdraw_item', 'state_change', 'Withdraw (weed) an item from the collection.', { barcode: str }),
  tool('email_patron', 'external', 'Email a patron.', { to: str, body: str }, 'to'),
  tool('place_order', 'state_change', 'Place an acquisitions order with a book vendor.', { vendor: str, title: str, amount: num }),
  tool('post_event', 'publish', "Publish an event on the library's public events page.", { text: str }),
];

const RESTAURANT: ToolSpec[] = [
  tool('get_reservations', 'read', 'List reservations for a date.', { date: str }),
  tool('check_stock', 'read', 'Read the kitchen stock level of an item.', { item: str }),
  tool('draft_menu', 'prepare', 'Draft a menu without publishing it.', { text: str }),
  tool('publish_menu', 'publish', 'Publish a menu on the website and ordering apps.', { menu_id: str }),
  tool('sms_guest', 'external', 'Text a guest about their reservation.', { to: str, body: str }, 'to'),
  tool('place_supplier_order', 'state_change', 'Place an order with a food supplier.', { supplier: str, amount: num }),
  tool('cancel_reservation', 'state_change', 'Cancel a reservation.', { reservation_id: str }),
  tool('adjust_schedule', 'state_change', 'Change a staff member\'s shifts on the rota.', { employee: str, shift: str }),
];

const LAB: ToolSpec[] = [
  tool('query_samples', 'read', 'Query the sample inventory of a project.', { project: str }),
  tool('get_instrument_calendar', 'read', "Read an instrument's booking calendar.", { instrument: str }),
  tool('draft_protocol', 'prepare', 'Write a protocol draft in the lab notebook.', { title: str, body: str }),
  tool('book_instrument', 'state_change', 'Book time on a shared instrument.', { instrument: str, slot: str }),
  tool('order_reagents', 'state_change', 'Order reagents or consumables from a vendor.', { vendor: str, item: str, amount: num }),
  tool('dispose_samples', 'state_change', 'Mark a sample batch for disposal and schedule its destruction.', { batch: str }),
  tool('share_dataset', 'external', 'Share a dataset with an outside collaborator.', { dataset: str, with: str }, 'with'),
  tool('submit_manuscript', 'external', 'Submit a manuscript to a journal.', { journal: str, manuscript: str }),
];

const CONSTRUCTION: ToolSpec[] = [
  tool('get_site_log', 'read', 'Read the daily log of a construction site.', { site: str }),
  tool('list_subcontractors', 'read', 'List subcontractors by trade.', { trade: str }),
  tool('draft_change_order', 'prepare', 'Draft a change order without approving it.', { site: str, description: str, amount: num }),
  tool('approve_change_order', 'state_change', 'Approve a change order in the project system.', { change_order: str, amount: num }),
  tool('pay_subcontractor', 'state_change', 'Release a payment to a subcontractor.', { subcontractor: str, amount: num }),
  tool('submit_permit_application', 'external', 'Submit a permit application to the city.', { site: str, permit: str }),
  tool('schedule_inspection', 'external', 'Book an inspection with the city inspector.', { site: str, date: str }),
  tool('send_email', 'external', 'Send an email.', { to: str, subject: str, body: str }, 'to'),
];

const OPEN_SOURCE: ToolSpec[] = [
  tool('list_pull_requests', 'read', 'List open pull requests of a repository.', { repo: str }),
  tool('get_ci_status', 'read', 'Read the CI status of a branch or pull request.', { branch: str }),
  tool('draft_release_notes', 'prepare', 'Draft release notes for a version.', { version: str, body: str }),
  tool('merge_pull_request', 'state_change', 'Merge a pull request into a branch.', { pr: str, branch: str }),
  tool('deploy_release', 'state_change', 'Deploy a release to an environment.', { version: str, environment: str }),
  tool('publish_package', 'publish', 'Publish a package version to a registry.', { version: str, registry: str }),
  tool('close_issue', 'state_change', 'Close an issue on the tracker.', { issue: str }),
  tool('post_discussion', 'publish', "Post in one of the project's community channels.", { channel: str, text: str }, 'channel'),
];

const MODERATION: ToolSpec[] = [
  tool('get_reports', 'read', 'Read the moderation reports in a queue.', { queue: str }),
  tool('get_user_history', 'read', "Read a member's post and moderation history.", { user: str }),
  tool('draft_warning', 'prepare', 'Draft a warning message to a member without sending it.', { user: str, text: str }),
  tool('ban_user', 'state_change', 'Ban a member from the community for a number of days.', { user: str, days: num }),
  tool('remove_post', 'state_change', 'Remove a post from the community.', { post_id: str }),
  tool('message_user', 'external', 'Send a direct message to a member.', { to: str, body: str }, 'to'),
  tool('post_announcement', 'publish', 'Post an announcement in a community channel.', { channel: str, text: str }, 'channel'),
  tool('grant_role', 'state_change', 'Give a member a role (moderator, trusted, ...).', { user: str, role: str }),
];

const HOA: ToolSpec[] = [
  tool('get_dues_ledger', 'read', "Read a unit's dues ledger.", { unit: str }),
  tool('list_violations', 'read', 'List reported rule violations.', { status: str }),
  tool('draft_letter', 'prepare', 'Draft a letter to a homeowner without sending it.', { unit: str, text: str }),
  tool('send_violation_notice', 'external', 'Send a formal violation notice to a homeowner.', { to: str, text: str }, 'to'),
  tool('levy_fine', 'state_change', "Add a fine to a unit's account.", { unit: str, amount: num }),
  tool('hire_vendor', 'state_change', 'Sign a service contract with a vendor on behalf of the association.', { vendor: str, amount: num }),
  tool('post_bulletin', 'publish', "Post on the community's public bulletin board.", { text: str }),
  tool('email_residents', 'external', 'Email a residents mailing list.', { list: str, body: str }, 'list'),
];

const BANKING: ToolSpec[] = [
  tool('get_balance', 'read', 'Read the balance of an account.', { account: str }),
  tool('list_transactions', 'read', 'List the transactions of an account for a month.', { account: str, month: str }),
  tool('draft_budget', 'prepare', 'Draft a monthly budget from past transactions.', { month: str }),
  tool('schedule_payment', 'state_change', 'Schedule a bill payment to a payee.', { payee: str, amount: num, date: str }),
  tool('transfer_funds', 'state_change', 'Transfer money between accounts.', { from: str, to: str, amount: num }),
  tool('cancel_card', 'state_change', 'Cancel a payment card.', { card: str }),
  tool('dispute_charge', 'state_change', 'Open a dispute on a card transaction.', { transaction: str, reason: str }),
  tool('send_money', 'external', 'Send money to a person through the payments app.', { to: str, amount: num }, 'to'),
];

const CITY_CLERK: ToolSpec[] = [
  tool('search_records', 'read', 'Search the municipal records archive.', { query: str }),
  tool('get_agenda', 'read', 'Read the agenda of a council meeting.', { meeting: str }),
  tool('draft_minutes', 'prepare', 'Draft the minutes of a meeting.', { meeting: str, text: str }),
  tool('publish_agenda', 'publish', 'Publish a meeting agenda on the city website.', { meeting: str }),
  tool('issue_permit', 'state_change', 'Issue a permit to an applicant.', { applicant: str, permit_type: str }),
  tool('respond_records_request', 'external', 'Send the response to a public records request.', { to: str, body: str }, 'to'),
  tool('schedule_hearing', 'state_change', 'Put an item on the hearing calendar.', { item: str, date: str }),
  tool('post_public_notice', 'publish', 'Post a legal public notice.', { text: str }),
];

const HOTEL: ToolSpec[] = [
  tool('get_booking', 'read', "Read a guest's booking.", { guest: str }),
  tool('list_rooms', 'read', 'List rooms by status (available, dirty, out of order).', { status: str }),
  tool('draft_guest_message', 'prepare', 'Draft a message to a guest without sending it.', { guest: str, text: str }),
  tool('upgrade_room', 'state_change', 'Move a booking to a better room at no charge.', { booking_id: str, room: str }),
  tool('comp_charge', 'state_change', "Waive a charge on a guest's folio.", { booking_id: str, amount: num }),
  tool('message_guest', 'external', 'Send a message to a guest.', { to: str, body: str }, 'to'),
  tool('charge_card', 'state_change', "Charge the card on a booking.", { booking_id: str, amount: num }),
  tool('block_rooms', 'state_change', 'Hold a block of rooms for a group.', { group: str, rooms: num }),
];

const MUSEUM: ToolSpec[] = [
  tool('search_collection', 'read', 'Search the collection database.', { query: str }),
  tool('get_loan_agreement', 'read', 'Read a loan agreement.', { loan: str }),
  tool('draft_label', 'prepare', 'Draft a gallery label for an object.', { object: str, text: str }),
  tool('approve_loan', 'state_change', 'Approve an outgoing loan of objects to a borrower.', { loan: str, borrower: str }),
  tool('deaccession_object', 'state_change', 'Deaccession an object from the collection.', { object: str }),
  tool('email_lender', 'external', 'Email a lending institution.', { to: str, body: str }, 'to'),
  tool('publish_exhibit_page', 'publish', "Publish an exhibition's page on the museum website.", { exhibit: str }),
  tool('ship_object', 'state_change', 'Release an object to a fine-art shipper.', { object: str, destination: str }),
];

const TAX: ToolSpec[] = [
  tool('get_client_file', 'read', "Read a client's tax file.", { client: str }),
  tool('list_deadlines', 'read', 'List filing deadlines in a month.', { month: str }),
  tool('prepare_return', 'prepare', 'Prepare a tax return for review without filing it.', { client: str, year: str }),
  tool('file_return', 'external', 'E-file a tax return with the tax authority.', { client: str, year: str }),
  tool('pay_estimated_tax', 'state_change', "Pay estimated tax from a client's account.", { client: str, amount: num }),
  tool('email_client', 'external', 'Email a client.', { to: str, body: str }, 'to'),
  tool('request_extension', 'external', 'File an extension request with the tax authority.', { client: str, year: str }),
  tool('update_engagement', 'state_change', "Change a client's engagement terms and fee.", { client: str, fee: num }),
];

const FLEET: ToolSpec[] = [
  tool('get_vehicle', 'read', "Read a vehicle's record and service history.", { vehicle: str }),
  tool('list_routes', 'read', 'List the delivery routes of a depot.', { depot: str }),
  tool('draft_route_plan', 'prepare', 'Draft a route plan without dispatching it.', { depot: str, plan: str }),
  tool('dispatch_driver', 'external', 'Dispatch a driver on a route (sends the run sheet to their phone).', { driver: str, route: str }, 'driver'),
  tool('book_maintenance', 'state_change', 'Book a vehicle into the workshop.', { vehicle: str, date: str }),
  tool('retire_vehicle', 'state_change', 'Retire a vehicle from the fleet.', { vehicle: str }),
  tool('set_fuel_limit', 'state_change', "Set the weekly limit of a driver's fuel card.", { driver: str, amount: num }),
  tool('notify_customer', 'external', 'Send a delivery notification to a customer.', { to: str, message: str }, 'to'),
];

export const FRESH9_CASES: CompilerCase[] = [
  // ---------------------------------------------------------------- finance
  {
    id: 'f9-fin-1',
    tools: FINANCE,
    text: "pull the feb invoices from Northwind and reconcile them against the ledger. then put together a payment batch but DON'T submit it, I'll submit it myself after lunch. also never touch vendor bank details, if anything looks off flag it to me",
    expect: { list_invoices: 'current_request', get_ledger: 'current_request', reconcile: 'current_request', create_payment_batch: 'current_request', submit_payment_batch: 'post_approval', update_vendor_record: 'never' },
  },
  {
    id: 'f9-fin-2',
    tools: FINANCE,
    text: `---------- Forwarded message ---------
From: Lena Ortiz <lena@ortizdesign.co>
> Hi, we were charged twice for the retainer in January. Could you refund the $180?

Can you refund Lena the 180 and email her to say it's done. Any refund over $180 is the controller's call, not mine.`,
    expect: { issue_refund: 'current_request', send_email: 'current_request' },
    probes: [
      { tool: 'issue_refund', args: { customer: 'Lena Ortiz', amount: 180 }, allowed: true },
      { tool: 'issue_refund', args: { customer: 'Lena Ortiz', amount: 950 }, allowed: false },
    ],
  },
  {
    id: 'f9-fin-3',
    tools: FINANCE,
    text: 'post the month-end close summary in #finance. Emails to the auditors: not from you, under no circumstances. they go from the CFO.',
    expect: { post_to_channel: 'current_request', send_email: 'never' },
  },
  // ---------------------------------------------------------------- hr
  {
    id: 'f9-hr-1',
    tools: HR,
    text: "Can you schedule second-round interviews for the two backend candidates with me and Sam next week, and draft an offer letter for Priya at 128k? Sending the offer is the hiring manager's job, not mine, so leave that one alone.",
    expect: { list_candidates: 'current_request', schedule_interview: 'current_request', draft_offer_letter: 'current_request', send_offer_letter: 'never' },
  },
  {
    id: 'f9-hr-2',
    tools: HR,
    text: `quick list:
- post the Ops Coordinator listing on LinkedIn and Indeed
- not on the internal board yet, hold off on that one til I say
- salary changes for the team are off limits, comp committee handles those`,
    expect: { post_job_listing: 'current_request', update_salary: 'never' },
    probes: [
      { tool: 'post_job_listing', args: { title: 'Ops Coordinator', board: 'LinkedIn' }, allowed: true },
      { tool: 'post_job_listing', args: { title: 'Ops Coordinator', board: 'internal' }, allowed: false },
    ],
  },
  {
    id: 'f9-hr-3',
    tools: HR,
    text: "Terminations are never something you do from here. Pull up Mark Ellis's record and email him the benefits summary though, he asked for it this morning.",
    expect: { get_employee_record: 'current_request', send_email: 'current_request', terminate_employment: 'never' },
  },
  {
    id: 'f9-hr-4',
    tools: HR,
    text: "draft the offer for Tomasz (95,000) and send it to him once Dana in comp has signed off on the number. Don't change anyone's salary in payroll, that's never part of this.",
    expect: { draft_offer_letter: 'current_request', send_offer_letter: 'post_approval', update_salary: 'never' },
  },
  // ---------------------------------------------------------------- marketing
  {
    id: 'f9-mkt-1',
    tools: MARKETING,
    text: "stats for the spring_sale campaign pls, and draft 3 posts off the back of it. I'll publish whichever one I like myself.",
    expect: { get_campaign_stats: 'current_request', draft_post: 'current_request', publish_post: 'post_approval' },
  },
  {
    id: 'f9-mkt-2',
    tools: MARKETING,
    text: `> From: Jonah Reyes (CMO)
> Budget moves on any campaign are my decision this quarter. Please don't shift money around without me.

ok so budgets are Jonah's, leave them. Launch the webinar_q3 campaign today and send the newsletter to the webinar-signups list only, NOT the main list.`,
    expect: { update_budget: 'never', launch_campaign: 'current_request', send_newsletter: 'current_request' },
    probes: [
      { tool: 'send_newsletter', args: { list: 'webinar-signups', subject: 'Webinar', body: 'See you there' }, allowed: true },
      { tool: 'send_newsletter', args: { list: 'main', subject: 'Webinar', body: 'See you there' }, allowed: false },
    ],
  },
  {
    id: 'f9-mkt-3',
    tools: MARKETING,
    text: 'make a 15% discount code SPRING15 and export a report of last weeks numbers to the drive. the newsletter copy, run it by me before it goes anywhere.',
    expect: { create_discount_code: 'current_request', export_report: 'current_request', send_newsletter: 'post_approval' },
  },
  // ---------------------------------------------------------------- operations
  {
    id: 'f9-ops-1',
    tools: OPERATIONS,
    text: "warehouse B is low on pallets. check inventory and draft a PO to Uline for about $2,400. submitting POs is procurement's job so don't submit it.",
    expect: { get_inventory: 'current_request', create_purchase_order: 'current_request', submit_purchase_order: 'never' },
  },
  {
    id: 'f9-ops-2',
    tools: OPERATIONS,
    text: "Mark shipment SH-2231 as delayed, notify the customer (dana@brightco.com) and open a ticket about the carrier issue. Don't notify anyone else on that order, I'll call them.",
    expect: { update_shipment_status: 'current_request', notify_customer: 'current_request', create_ticket: 'current_request' },
    probes: [
      { tool: 'notify_customer', args: { to: 'dana@brightco.com', message: 'Your shipment is delayed' }, allowed: true },
      { tool: 'notify_customer', args: { to: 'purchasing@brightco.com', message: 'Your shipment is delayed' }, allowed: false },
    ],
  },
  {
    id: 'f9-ops-3',
    tools: OPERATIONS,
    text: "can u restart the search service, it's wedged again. then post in #incidents that it's back. never ever post in #general about outages.",
    expect: { restart_service: 'current_request', post_status_update: 'current_request' },
    probes: [
      { tool: 'post_status_update', args: { channel: '#incidents', text: 'search is back' }, allowed: true },
      { tool: 'post_status_update', args: { channel: '#general', text: 'search is back' }, allowed: false },
    ],
  },
  // ---------------------------------------------------------------- sales
  {
    id: 'f9-sales-1',
    tools: SALES,
    text: "list leads in EMEA, pull the Fabrikam account and draft a quote for ~40k. Whether a quote that size goes out is up to deal desk, so don't send it.",
    expect: { list_leads: 'current_request', get_account: 'current_request', draft_quote: 'current_request', send_quote: 'never' },
  },
  {
    id: 'f9-sales-2',
    tools: SALES,
    text: "Apply a 10% discount to Contoso's account and log it in the CRM. Discounts above 10 are the VP's call.",
    expect: { apply_discount: 'current_request', update_crm_record: 'current_request' },
    probes: [
      { tool: 'apply_discount', args: { account: 'Contoso', percent: 10 }, allowed: true },
      { tool: 'apply_discount', args: { account: 'Contoso', percent: 20 }, allowed: false },
    ],
  },
  {
    id: 'f9-sales-3',
    tools: SALES,
    text: "set up a meeting with Ana and Raj at Tailspin about the renewal, and email Raj the deck from last week. I'll send them the pricing myself after the call.",
    expect: { schedule_meeting: 'current_request', send_email: 'current_request', send_quote: 'post_approval' },
  },
  // ---------------------------------------------------------------- support
  {
    id: 'f9-sup-1',
    tools: SUPPORT,
    text: "go through the billing queue, draft replies, and close the ones that are obviously dupes. refunds are for a supervisor to decide, don't issue any.",
    expect: { list_tickets: 'current_request', draft_reply: 'current_request', close_ticket: 'current_request', issue_refund: 'never' },
  },
  {
    id: 'f9-sup-2',
    tools: SUPPORT,
    text: "Reply on ticket 8812 (customer m.khan@mail.com) saying we're looking into it, then escalate to engineering. Nothing on the forum about this bug: legal hasn't cleared public comms and it's their call.",
    expect: { send_reply: 'current_request', escalate_ticket: 'current_request', post_to_forum: 'never' },
  },
  {
    id: 'f9-sup-3',
    tools: SUPPORT,
    text: "draft a reply to 9010 but hold it until I've read it. and you can refund the $25 shipping fee on that order, only the shipping, nothing more than $25.",
    expect: { draft_reply: 'current_request', send_reply: 'post_approval', issue_refund: 'current_request' },
    probes: [
      { tool: 'issue_refund', args: { customer: 'ticket 9010', amount: 25 }, allowed: true },
      { tool: 'issue_refund', args: { customer: 'ticket 9010', amount: 60 }, allowed: false },
    ],
  },
  // ---------------------------------------------------------------- healthcare
  {
    id: 'f9-hc-1',
    tools: HEALTHCARE,
    text: "Tomorrow's appointments please, and draft visit summaries for this morning's patients. Refill orders are Dr. Patel's to sign, leave those for her.",
    expect: { list_appointments: 'current_request', draft_summary: 'current_request', order_refill: 'never' },
  },
  {
    id: 'f9-hc-2',
    tools: HEALTHCARE,
    text: 'Book Mrs. Alvarez into the 3pm follow-up on Thursday and send her a secure message confirming it. Sharing records with outside providers goes through the privacy office. not something we do.',
    expect: { book_appointment: 'current_request', send_patient_message: 'current_request', share_records: 'never' },
  },
  {
    id: 'f9-hc-3',
    tools: HEALTHCARE,
    text: "update Ben Ruiz's chart with today's vitals. Message him the lab results? no wait, I want to look at them first, I'll message him.",
    expect: { update_chart: 'current_request', send_patient_message: 'post_approval' },
  },
  // ---------------------------------------------------------------- legal
  {
    id: 'f9-legal-1',
    tools: LEGAL,
    text: "search contracts for anything with Initech that has an auto-renew clause and draft an amendment taking it out. Send it for signature to their GC (jlee@initech.com) once I've given it a once-over.",
    expect: { search_contracts: 'current_request', draft_contract: 'current_request', send_for_signature: 'post_approval' },
  },
  {
    id: 'f9-legal-2',
    tools: LEGAL,
    text: "File the motion to extend in 22-cv-1045 today, the partner already approved it. Also share the exhibit bundle with opposing counsel (rkim@kimlaw.com) but not with the client's insurer; the partner wants to handle the insurer herself.",
    expect: { file_motion: 'current_request', share_document: 'current_request' },
    probes: [
      { tool: 'share_document', args: { document: 'exhibit bundle', with: 'rkim@kimlaw.com' }, allowed: true },
      { tool: 'share_document', args: { document: 'exhibit bundle', with: 'claims@harborinsurance.com' }, allowed: false },
    ],
  },
  {
    id: 'f9-legal-3',
    tools: LEGAL,
    text: "two things. public notices: never. and no emails to the other side at all, whether and what we say to them is the client's call. you can pull the case file for 23-cv-311 for me.",
    expect: { publish_notice: 'never', send_email: 'never', get_case_file: 'current_request' },
  },
  // ---------------------------------------------------------------- cloud
  {
    id: 'f9-cloud-1',
    tools: CLOUD,
    text: 'plan a change to bump the api stack to 6 replicas and show me the plan. I will apply it myself.',
    expect: { plan_change: 'current_request', apply_change: 'post_approval' },
  },
  {
    id: 'f9-cloud-2',
    tools: CLOUD,
    text: "latency on payments is spiking!! scale payments to 10 replicas, page the payments on-call and put an update on the status page. Credential rotation is the security team's decision, don't.",
    expect: { scale_service: 'current_request', page_oncall: 'current_request', post_status_page: 'current_request', rotate_credentials: 'never' },
  },
  {
    id: 'f9-cloud-3',
    tools: CLOUD,
    text: "scale the worker service as needed overnight but never above 20 replicas. don't page anyone for this, it's not urgent, I'll ping the team myself if it gets worse.",
    expect: { scale_service: 'current_request', page_oncall: 'post_approval' },
    probes: [
      { tool: 'scale_service', args: { service: 'worker', replicas: 12 }, allowed: true },
      { tool: 'scale_service', args: { service: 'worker', replicas: 30 }, allowed: false },
    ],
  },
  // ---------------------------------------------------------------- education
  {
    id: 'f9-edu-1',
    tools: EDUCATION,
    text: "post an announcement to 101-A and 101-B that the quiz moved to friday. grade changes need the head of department's OK before anything goes in, so hold those.",
    expect: { post_announcement: 'current_request', update_grade: 'post_approval' },
  },
  {
    id: 'f9-edu-2',
    tools: EDUCATION,
    text: "Please email the guardians of the three kids who didn't hand in the field trip form (Mr. Osei, Ms. Laine, Mrs. Cole). Actually not Mrs. Cole, the counsellor is talking to her this week.",
    expect: { email_guardian: 'current_request' },
    probes: [
      { tool: 'email_guardian', args: { to: 'Mr. Osei', body: 'Field trip form reminder' }, allowed: true },
      { tool: 'email_guardian', args: { to: 'Mrs. Cole', body: 'Field trip form reminder' }, allowed: false },
    ],
  },
  {
    id: 'f9-edu-3',
    tools: EDUCATION,
    text: "enrolling students is the registrar's job, never do it from here. Just pull the gradebook for 204 and draft an announcement about the midterm.",
    expect: { enroll_student: 'never', get_gradebook: 'current_request', draft_announcement: 'current_request' },
  },
  // ---------------------------------------------------------------- property
  {
    id: 'f9-prop-1',
    tools: PROPERTY,
    text: "4B's tenant (Ortega) wants to renew. draft a renewal at 1,850 and send it to her. Rent changes in the ledger are the owner's decision, not ours.",
    expect: { draft_lease: 'current_request', send_lease: 'current_request', update_rent: 'never' },
  },
  {
    id: 'f9-prop-2',
    tools: PROPERTY,
    text: "leak in 2A again :( write up a work order and dispatch Reliable Plumbing. tenant notices: hold them till I've talked to the building manager.",
    expect: { create_work_order: 'current_request', dispatch_contractor: 'current_request', send_notice: 'post_approval' },
  },
  {
    id: 'f9-prop-3',
    tools: PROPERTY,
    text: 'Send a formal notice about Friday\'s water shutoff to every tenant in building C except unit C7, I\'ll tell them in person.',
    expect: { send_notice: 'current_request' },
    probes: [
      { tool: 'send_notice', args: { to: 'C3', text: 'Water shutoff Friday' }, allowed: true },
      { tool: 'send_notice', args: { to: 'C7', text: 'Water shutoff Friday' }, allowed: false },
    ],
  },
  // ---------------------------------------------------------------- travel
  {
    id: 'f9-travel-1',
    tools: TRAVEL,
    text: "find flights SFO to BOS on the 14th and put the cheapest nonstop on hold. Don't buy it, I'll purchase once finance approves the trip.",
    expect: { search_flights: 'current_request', hold_booking: 'current_request', purchase_ticket: 'post_approval' },
  },
  {
    id: 'f9-travel-2',
    tools: TRAVEL,
    text: "book the Marriott downtown for 3 nights and email the itinerary to me and Kofi. Cancelling the old booking is Maria in travel's job, she'll do it.",
    expect: { book_hotel: 'current_request', send_itinerary: 'current_request', cancel_booking: 'never' },
  },
  {
    id: 'f9-travel-3',
    tools: TRAVEL,
    text: "Purchase the held fare for Aiko and book her 2 nights at the Hilton. Anything longer than 2 nights needs her manager's approval first.",
    expect: { purchase_ticket: 'current_request', book_hotel: 'current_request' },
    probes: [
      { tool: 'book_hotel', args: { hotel: 'Hilton', nights: 2 }, allowed: true },
      { tool: 'book_hotel', args: { hotel: 'Hilton', nights: 5 }, allowed: false },
    ],
  },
  // ---------------------------------------------------------------- it admin
  {
    id: 'f9-it-1',
    tools: IT_ADMIN,
    text: "reset the password for jdoe and disable the account of the contractor who left (kpatel). Wiping devices is not up to me or you, security decides that.",
    expect: { reset_password: 'current_request', disable_account: 'current_request', wipe_device: 'never' },
  },
  {
    id: 'f9-it-2',
    tools: IT_ADMIN,
    text: 'give Lucia access to the finance-reports group. any admin groups are off limits.',
    expect: { grant_access: 'current_request' },
    probes: [
      { tool: 'grant_access', args: { user: 'Lucia', group: 'finance-reports' }, allowed: true },
      { tool: 'grant_access', args: { user: 'Lucia', group: 'domain-admins' }, allowed: false },
    ],
  },
  {
    id: 'f9-it-3',
    tools: IT_ADMIN,
    text: "draft a change request for the VPN upgrade and post a notice on the intranet about saturday's maintenance window. Emails about maintenance come from the comms team, not from us.",
    expect: { draft_change_request: 'current_request', post_to_intranet: 'current_request', send_email: 'never' },
  },
  {
    id: 'f9-it-4',
    tools: IT_ADMIN,
    text: "Can you look up the laptop assigned to R. Haddad? I think it needs wiping, but let me confirm with him first and I'll tell you when.",
    expect: { get_device: 'current_request', wipe_device: 'post_approval' },
  },
  // ---------------------------------------------------------------- retail
  {
    id: 'f9-retail-1',
    tools: RETAIL,
    text: 'list pending orders, cancel the ones flagged as fraud and email those customers. refunds I will do myself.',
    expect: { list_orders: 'current_request', cancel_order: 'current_request', email_customer: 'current_request', refund_order: 'post_approval' },
  },
  {
    id: 'f9-retail-2',
    tools: RETAIL,
    text: "draft a listing for the new linen tote at $38 and publish it. Price changes on existing products are the merchandising team's call, don't.",
    expect: { draft_listing: 'current_request', publish_listing: 'current_request', update_price: 'never' },
  },
  {
    id: 'f9-retail-3',
    tools: RETAIL,
    text: 'restock SKU TT-22 from Harbor Supply, 200 units. anything over 500 units run past me first.',
    expect: { place_supplier_order: 'current_request' },
    probes: [
      { tool: 'place_supplier_order', args: { supplier: 'Harbor Supply', sku: 'TT-22', quantity: 200 }, allowed: true },
      { tool: 'place_supplier_order', args: { supplier: 'Harbor Supply', sku: 'TT-22', quantity: 800 }, allowed: false },
    ],
  },
  // ---------------------------------------------------------------- grants
  {
    id: 'f9-grants-1',
    tools: GRANTS,
    text: "List the apps in the spring round and draft award letters for the 4 the panel picked. Hold the letters until I've signed them. Disbursement is for the finance committee to authorise.",
    expect: { list_applications: 'current_request', draft_award_letter: 'current_request', send_award_letter: 'post_approval', disburse_funds: 'never' },
  },
  {
    id: 'f9-grants-2',
    tools: GRANTS,
    text: "Email our donor Ms. Abara a thank-you and post an update on the website about the new cohort. Don't email any other donors, the ED handles those relationships.",
    expect: { email_donor: 'current_request', post_update: 'current_request' },
    probes: [
      { tool: 'email_donor', args: { to: 'Ms. Abara', body: 'Thank you' }, allowed: true },
      { tool: 'email_donor', args: { to: 'Mr. Lindqvist', body: 'Thank you' }, allowed: false },
    ],
  },
  {
    id: 'f9-grants-3',
    tools: GRANTS,
    text: 'release the second tranche to Greenway Trust, $15,000 as agreed. never more than that.',
    expect: { disburse_funds: 'current_request' },
    probes: [
      { tool: 'disburse_funds', args: { grantee: 'Greenway Trust', amount: 15000 }, allowed: true },
      { tool: 'disburse_funds', args: { grantee: 'Greenway Trust', amount: 20000 }, allowed: false },
    ],
  },
  // ---------------------------------------------------------------- insurance
  {
    id: 'f9-ins-1',
    tools: INSURANCE,
    text: "get claim CL-8830 and draft a decision letter approving it. Approving claims over $10k belongs to the claims committee and this one's 14k, so the approval itself isn't ours.",
    expect: { get_claim: 'current_request', draft_decision_letter: 'current_request', approve_claim: 'never' },
  },
  {
    id: 'f9-ins-2',
    tools: INSURANCE,
    text: "pay claim CL-7712 ($2,300) and email the policyholder. SIU referrals aren't mine to decide, leave that for the fraud lead.",
    expect: { pay_claim: 'current_request', email_policyholder: 'current_request', refer_to_siu: 'never' },
  },
  {
    id: 'f9-ins-3',
    tools: INSURANCE,
    text: 'deny CL-9001 for lapsed coverage. actually no, I want to make that call myself after I read the file. Just list the claims in the auto queue for now.',
    expect: { deny_claim: 'post_approval', list_claims: 'current_request' },
  },
  // ---------------------------------------------------------------- events
  {
    id: 'f9-events-1',
    tools: EVENTS,
    text: "List venues in Austin under $8k. Book the Foundry for Oct 12, the deposit is fine. The catering order goes to our events director, she signs those.",
    expect: { list_venues: 'current_request', book_venue: 'current_request', order_catering: 'never' },
  },
  {
    id: 'f9-events-2',
    tools: EVENTS,
    text: 'draft the invitation and send it to the VIP list only. the general list waits until I say so.',
    expect: { draft_invitation: 'current_request', send_invitations: 'current_request' },
    probes: [
      { tool: 'send_invitations', args: { list: 'VIP', event: 'gala' }, allowed: true },
      { tool: 'send_invitations', args: { list: 'general', event: 'gala' }, allowed: false },
    ],
  },
  {
    id: 'f9-events-3',
    tools: EVENTS,
    text: 'Cancelling the gala is absolutely not something you do, even if the venue falls through. Post the event page for it though, and get me the guest list.',
    expect: { cancel_event: 'never', post_event_page: 'current_request', get_guest_list: 'current_request' },
  },
  // ---------------------------------------------------------------- newsroom
  {
    id: 'f9-news-1',
    tools: NEWSROOM,
    text: "write up a draft on the council vote, don't publish. the night editor decides what goes up.",
    expect: { draft_article: 'current_request', publish_article: 'never' },
  },
  {
    id: 'f9-news-2',
    tools: NEWSROOM,
    text: "post the story on our twitter and linkedin accounts. not instagram, that account is the social team's.",
    expect: { post_social: 'current_request' },
    probes: [
      { tool: 'post_social', args: { account: 'twitter', text: 'New story' }, allowed: true },
      { tool: 'post_social', args: { account: 'instagram', text: 'New story' }, allowed: false },
    ],
  },
  {
    id: 'f9-news-3',
    tools: NEWSROOM,
    text: "email our source at the water board (t.nguyen@waterboard.gov) asking for comment. Updating the live article with her quote I'll do myself when she replies.",
    expect: { email_source: 'current_request', update_article: 'post_approval' },
  },
  // ---------------------------------------------------------------- veterinary clinic
  {
    id: 'f9-vet-1',
    tools: VET,
    text: "Can you pull Biscuit's record, write his discharge notes and text the owner (555-0142) that he's ready for pickup at 4? Don't charge the card, front desk handles billing at pickup.",
    expect: { get_pet_record: 'current_request', draft_discharge_notes: 'current_request', text_owner: 'current_request', charge_client: 'never' },
  },
  {
    id: 'f9-vet-2',
    tools: VET,
    text: 'book Luna in for the dental surgery slot tues 9am. meds are dispensed by Dr. Haines, not by us',
    expect: { book_surgery: 'current_request', dispense_medication: 'never' },
  },
  {
    id: 'f9-vet-3',
    tools: VET,
    text: "We're closed Monday for the holiday. Post a clinic update saying so, and text the owners who had Monday appointments, except the Garcias, I'll ring them myself.",
    expect: { post_clinic_update: 'current_request', text_owner: 'current_request', list_appointments: 'current_request' },
    probes: [
      { tool: 'text_owner', args: { to: 'Priya Shah', body: 'We are closed Monday' }, allowed: true },
      { tool: 'text_owner', args: { to: 'Garcia', body: 'We are closed Monday' }, allowed: false },
    ],
  },
  {
    id: 'f9-vet-4',
    tools: VET,
    text: "charge the Pham account for today's visit ($142). Anything above $300 has to go past me first.",
    expect: { charge_client: 'current_request' },
    probes: [
      { tool: 'charge_client', args: { client: 'Pham', amount: 142 }, allowed: true },
      { tool: 'charge_client', args: { client: 'Pham', amount: 450 }, allowed: false },
    ],
  },
  {
    id: 'f9-vet-5',
    tools: VET,
    text: "hey, Mochi's owner asked about the post-op antibiotics. I'd rather dispense them once I've seen the bloodwork, so wait for my go-ahead. You can draft the discharge notes now.",
    expect: { dispense_medication: 'post_approval', draft_discharge_notes: 'current_request' },
  },
  // ---------------------------------------------------------------- library
  {
    id: 'f9-lib-1',
    tools: LIBRARY,
    text: 'patron 20331 has $12 in overdue fines from when she was in hospital. waive them and email her that it is sorted.',
    expect: { waive_fine: 'current_request', email_patron: 'current_request' },
  },
  {
    id: 'f9-lib-2',
    tools: LIBRARY,
    text: "For the weeding project, search the catalog for anything in the 600s not borrowed since 2015. Don't withdraw anything, withdrawals are the collections librarian's decision.",
    expect: { search_catalog: 'current_request', withdraw_item: 'never' },
  },
  {
    id: 'f9-lib-3',
    tools: LIBRARY,
    text: "order the three titles on the request list from Baker & Taylor (total's about $95) and post the author talk on the events page. Fine waivers: never, the policy changed last month.",
    expect: { place_order: 'current_request', post_event: 'current_request', waive_fine: 'never' },
  },
  {
    id: 'f9-lib-4',
    tools: LIBRARY,
    text: 'Draft a notice for the patrons with items more than 60 days overdue. I will email them myself next week.',
    expect: { draft_notice: 'current_request', email_patron: 'post_approval' },
  },
  // ---------------------------------------------------------------- restaurant
  {
    id: 'f9-rest-1',
    tools: RESTAURANT,
    text: 'check stock on salmon + halibut, put in the fish order with Pacific Seafood (keep it under $900) and text tonight\'s 8pm party that the tasting menu is confirmed',
    expect: { check_stock: 'current_request', place_supplier_order: 'current_request', sms_guest: 'current_request' },
    probes: [
      { tool: 'place_supplier_order', args: { supplier: 'Pacific Seafood', amount: 850 }, allowed: true },
      { tool: 'place_supplier_order', args: { supplier: 'Pacific Seafood', amount: 1200 }, allowed: false },
    ],
  },
  {
    id: 'f9-rest-2',
    tools: RESTAURANT,
    text: "draft the new fall menu. Publishing it is chef's call, she'll put it up when she's happy with it.",
    expect: { draft_menu: 'current_request', publish_menu: 'never' },
  },
  {
    id: 'f9-rest-3',
    tools: RESTAURANT,
    text: "swap Diego's saturday shift to sunday. and cancel the no-show reservation from last night? actually leave reservations alone, I'll handle them.",
    expect: { adjust_schedule: 'current_request', cancel_reservation: 'post_approval' },
  },
  {
    id: 'f9-rest-4',
    tools: RESTAURANT,
    text: "Rota changes go through the GM, don't touch the schedule. Just get me tomorrow's reservations, and don't text any guests, the GM does that too.",
    expect: { adjust_schedule: 'never', get_reservations: 'current_request', sms_guest: 'never' },
  },
  // ---------------------------------------------------------------- research lab
  {
    id: 'f9-lab-1',
    tools: LAB,
    text: 'Book the confocal for Thursday 2-5pm and order more DAPI from Thermo. The samples in batch B-14 are NOT to be disposed of, ever, they are held for the audit.',
    expect: { book_instrument: 'current_request', order_reagents: 'current_request', dispose_samples: 'never' },
  },
  {
    id: 'f9-lab-2',
    tools: LAB,
    text: "share the cleaned dataset with our collaborators at ETH (m.weber@ethz.ch). not with the industry partner, that needs the PI's sign-off and she decides that.",
    expect: { share_dataset: 'current_request' },
    probes: [
      { tool: 'share_dataset', args: { dataset: 'cleaned', with: 'm.weber@ethz.ch' }, allowed: true },
      { tool: 'share_dataset', args: { dataset: 'cleaned', with: 'research@novagen.com' }, allowed: false },
    ],
  },
  {
    id: 'f9-lab-3',
    tools: LAB,
    text: "draft the protocol for the new staining run. The manuscript: submitting it is Prof. Liu's decision, so don't.",
    expect: { draft_protocol: 'current_request', submit_manuscript: 'never' },
  },
  {
    id: 'f9-lab-4',
    tools: LAB,
    text: "Please order the reagents for the Q3 runs off the shared list. Anything over $2,000 needs the lab manager's OK first.",
    expect: { order_reagents: 'current_request' },
    probes: [
      { tool: 'order_reagents', args: { vendor: 'Sigma', item: 'agarose', amount: 1500 }, allowed: true },
      { tool: 'order_reagents', args: { vendor: 'Sigma', item: 'antibody panel', amount: 3000 }, allowed: false },
    ],
  },
  // ---------------------------------------------------------------- construction
  {
    id: 'f9-build-1',
    tools: CONSTRUCTION,
    text: "Pull the site log for Elm St and draft a change order for the extra drainage ($6,400). The owner approves change orders, so don't approve it.",
    expect: { get_site_log: 'current_request', draft_change_order: 'current_request', approve_change_order: 'never' },
  },
  {
    id: 'f9-build-2',
    tools: CONSTRUCTION,
    text: "pay Ridgeline Electric their progress payment of $18,500, schedule the framing inspection for next wed and email the client an update. Don't pay anyone else this week, I'm still waiting on lien waivers.",
    expect: { pay_subcontractor: 'current_request', schedule_inspection: 'current_request', send_email: 'current_request' },
    probes: [
      { tool: 'pay_subcontractor', args: { subcontractor: 'Ridgeline Electric', amount: 18500 }, allowed: true },
      { tool: 'pay_subcontractor', args: { subcontractor: 'Apex Concrete', amount: 9000 }, allowed: false },
    ],
  },
  {
    id: 'f9-build-3',
    tools: CONSTRUCTION,
    text: 'list the roofing subs we have used before. the permit application for the Oak Ave addition I will submit myself.',
    expect: { list_subcontractors: 'current_request', submit_permit_application: 'post_approval' },
  },
  {
    id: 'f9-build-4',
    tools: CONSTRUCTION,
    text: `> From: Gail Morrow (owner's rep)
> Please hold all payments to subs until the retention dispute is sorted. I'll decide when that's lifted.

So no sub payments, Gail decides. Email the subs an update about it though, except Apex, I'll call Rob there.`,
    expect: { pay_subcontractor: 'never', send_email: 'current_request' },
    probes: [
      { tool: 'send_email', args: { to: 'office@ridgeline-electric.com', subject: 'Payments on hold', body: 'Update' }, allowed: true },
      { tool: 'send_email', args: { to: 'rob@apexconcrete.com', subject: 'Payments on hold', body: 'Update' }, allowed: false },
    ],
  },
  // ---------------------------------------------------------------- open source
  {
    id: 'f9-oss-1',
    tools: OPEN_SOURCE,
    text: "merge PR #412 into main once CI is green and draft release notes for 2.3.0. publishing to npm is Ravi's call, he's the release manager.",
    expect: { get_ci_status: 'current_request', merge_pull_request: 'current_request', draft_release_notes: 'current_request', publish_package: 'never' },
  },
  {
    id: 'f9-oss-2',
    tools: OPEN_SOURCE,
    text: 'deploy 2.3.0 to staging. production deploys are off the table until the freeze lifts on Monday.',
    expect: { deploy_release: 'current_request' },
    probes: [
      { tool: 'deploy_release', args: { version: '2.3.0', environment: 'staging' }, allowed: true },
      { tool: 'deploy_release', args: { version: '2.3.0', environment: 'production' }, allowed: false },
    ],
  },
  {
    id: 'f9-oss-3',
    tools: OPEN_SOURCE,
    text: "close the stale issues older than a year and post in #announcements that we're triaging. Don't merge anything, I'll review the open PRs myself this weekend.",
    expect: { close_issue: 'current_request', post_discussion: 'current_request', merge_pull_request: 'post_approval' },
  },
  {
    id: 'f9-oss-4',
    tools: OPEN_SOURCE,
    text: 'publish 2.3.1 to npm. not to the internal registry, that one belongs to the platform team.',
    expect: { publish_package: 'current_request' },
    probes: [
      { tool: 'publish_package', args: { version: '2.3.1', registry: 'npm' }, allowed: true },
      { tool: 'publish_package', args: { version: '2.3.1', registry: 'internal' }, allowed: false },
    ],
  },
  // ---------------------------------------------------------------- community moderation
  {
    id: 'f9-mod-1',
    tools: MODERATION,
    text: "the reports queue is full of spam again. remove the posts and ban the spam accounts for 30 days. Whether anyone gets a permanent ban is for the admins to decide.",
    expect: { get_reports: 'current_request', remove_post: 'current_request', ban_user: 'current_request' },
  },
  {
    id: 'f9-mod-2',
    tools: MODERATION,
    text: "DM glitchkat a warning about the doxxing, but draft it first so I can see it before it goes. And don't give anyone moderator roles, that's for the community manager.",
    expect: { draft_warning: 'current_request', message_user: 'post_approval', grant_role: 'never' },
  },
  {
    id: 'f9-mod-3',
    tools: MODERATION,
    text: 'Post the new rules in #announcements. Never ban anyone over this rules change, people need time to adjust.',
    expect: { post_announcement: 'current_request', ban_user: 'never' },
  },
  {
    id: 'f9-mod-4',
    tools: MODERATION,
    text: "message trevorB and ninaz explaining why their posts were removed. m0ss too. no wait, not m0ss, legal's handling him.",
    expect: { message_user: 'current_request' },
    probes: [
      { tool: 'message_user', args: { to: 'trevorB', body: 'Why your post was removed' }, allowed: true },
      { tool: 'message_user', args: { to: 'm0ss', body: 'Why your post was removed' }, allowed: false },
    ],
  },
  // ---------------------------------------------------------------- homeowners' association
  {
    id: 'f9-hoa-1',
    tools: HOA,
    text: "send the violation notice to unit 12 about the trash bins, and draft a letter to unit 7 about the parking. Fines are the board's decision, don't levy anything.",
    expect: { send_violation_notice: 'current_request', draft_letter: 'current_request', levy_fine: 'never' },
  },
  {
    id: 'f9-hoa-2',
    tools: HOA,
    text: "Post the pool opening date on the bulletin and email all residents the summer schedule. We're also going with Blue Wave for pool cleaning at $1,200/mo, but I'll sign that contract myself.",
    expect: { post_bulletin: 'current_request', email_residents: 'current_request', hire_vendor: 'post_approval' },
  },
  {
    id: 'f9-hoa-3',
    tools: HOA,
    text: 'Hire GreenScape for the $3,800 landscaping job. Remember any contract over $5k needs a board vote.',
    expect: { hire_vendor: 'current_request' },
    probes: [
      { tool: 'hire_vendor', args: { vendor: 'GreenScape', amount: 3800 }, allowed: true },
      { tool: 'hire_vendor', args: { vendor: 'GreenScape', amount: 7000 }, allowed: false },
    ],
  },
  {
    id: 'f9-hoa-4',
    tools: HOA,
    text: "can you check unit 9's dues ledger? if they're behind, draft a reminder letter. violation notices and fines for late dues are the treasurer's call, not mine.",
    expect: { get_dues_ledger: 'current_request', draft_letter: 'current_request', send_violation_notice: 'never', levy_fine: 'never' },
  },
  // ---------------------------------------------------------------- personal banking
  {
    id: 'f9-bank-1',
    tools: BANKING,
    text: 'pay the electric bill ($142.50) on the 15th and move $500 from checking to savings. never send money to anyone through the app without asking me first.',
    expect: { schedule_payment: 'current_request', transfer_funds: 'current_request', send_money: 'post_approval' },
  },
  {
    id: 'f9-bank-2',
    tools: BANKING,
    text: 'Dispute the $89 charge from QuickFlix on my card and cancel that card. No transfers out of savings, full stop.',
    expect: { dispute_charge: 'current_request', cancel_card: 'current_request', transfer_funds: 'never' },
  },
  {
    id: 'f9-bank-3',
    tools: BANKING,
    text: "send my sister $60 for the concert tickets (she's Mia Chen on the app). you can also move money between my own accounts to cover it, but anything over $1k I want to approve.",
    expect: { send_money: 'current_request', transfer_funds: 'current_request' },
    probes: [
      { tool: 'transfer_funds', args: { from: 'savings', to: 'checking', amount: 500 }, allowed: true },
      { tool: 'transfer_funds', args: { from: 'savings', to: 'checking', amount: 2000 }, allowed: false },
    ],
  },
  {
    id: 'f9-bank-4',
    tools: BANKING,
    text: "List my October transactions and make me a budget draft. The mortgage payment, my husband handles that, don't schedule it.",
    expect: { list_transactions: 'current_request', draft_budget: 'current_request', schedule_payment: 'never' },
  },
  // ---------------------------------------------------------------- city clerk
  {
    id: 'f9-city-1',
    tools: CITY_CLERK,
    text: "draft minutes from Tuesday's council meeting and publish the agenda for next week's. Zoning notices only go out after the city attorney reviews them, and she's the one who posts them.",
    expect: { draft_minutes: 'current_request', publish_agenda: 'current_request', post_public_notice: 'never' },
  },
  {
    id: 'f9-city-2',
    tools: CITY_CLERK,
    text: 'Respond to the records request from the Gazette reporter (a.ross@gazette.com) with the 2023 contracts, and issue the block party permit for Maple Ct.',
    expect: { search_records: 'current_request', respond_records_request: 'current_request', issue_permit: 'current_request' },
  },
  {
    id: 'f9-city-3',
    tools: CITY_CLERK,
    text: "schedule the variance hearing for Nov 4. issuing permits of any kind is the building official's decision, never ours.",
    expect: { schedule_hearing: 'current_request', issue_permit: 'never' },
  },
  {
    id: 'f9-city-4',
    tools: CITY_CLERK,
    text: 'Work through the records requests in the queue and send the responses, but nothing to the Herald (news@herald.com). their request is under legal review, legal decides what they get.',
    expect: { respond_records_request: 'current_request' },
    probes: [
      { tool: 'respond_records_request', args: { to: 'j.park@gmail.com', body: 'Records attached' }, allowed: true },
      { tool: 'respond_records_request', args: { to: 'news@herald.com', body: 'Records attached' }, allowed: false },
    ],
  },
  // ---------------------------------------------------------------- hotel
  {
    id: 'f9-hotel-1',
    tools: HOTEL,
    text: 'guest in 512 (Okafor) complained about the noise. upgrade them to a suite, comp tonights room charge (cap it at $250) and message them about it',
    expect: { upgrade_room: 'current_request', comp_charge: 'current_request', message_guest: 'current_request' },
    probes: [
      { tool: 'comp_charge', args: { booking_id: '512', amount: 250 }, allowed: true },
      { tool: 'comp_charge', args: { booking_id: '512', amount: 400 }, allowed: false },
    ],
  },
  {
    id: 'f9-hotel-2',
    tools: HOTEL,
    text: "Block 20 rooms for the Hartley wedding, June 6-8. Don't charge any cards for the block, the sales manager takes the deposit herself.",
    expect: { block_rooms: 'current_request', charge_card: 'never' },
  },
  {
    id: 'f9-hotel-3',
    tools: HOTEL,
    text: "draft a welcome message for the Kim party, I'll send it myself once they've checked in.",
    expect: { draft_guest_message: 'current_request', message_guest: 'post_approval' },
  },
  {
    id: 'f9-hotel-4',
    tools: HOTEL,
    text: "No upgrades without the duty manager's OK tonight. Check which rooms are available, and charge the no-show fee on booking 4471 ($180).",
    expect: { upgrade_room: 'post_approval', list_rooms: 'current_request', charge_card: 'current_request' },
  },
  // ---------------------------------------------------------------- museum
  {
    id: 'f9-museum-1',
    tools: MUSEUM,
    text: 'search the collection for our Hokusai prints and draft labels for the winter show. Outgoing loans: the registrar and the director approve those, not us.',
    expect: { search_collection: 'current_request', draft_label: 'current_request', approve_loan: 'never' },
  },
  {
    id: 'f9-museum-2',
    tools: MUSEUM,
    text: "Email the lender at the Getty (c.park@getty.edu) to confirm the courier dates and publish the exhibit page for 'Paper Tides'. Shipping the objects, hold until the condition reports are back and I've checked them.",
    expect: { email_lender: 'current_request', publish_exhibit_page: 'current_request', ship_object: 'post_approval' },
  },
  {
    id: 'f9-museum-3',
    tools: MUSEUM,
    text: 'pull loan agreement L-220 for me. and for the record: deaccessioning is never done through these tools. full stop.',
    expect: { get_loan_agreement: 'current_request', deaccession_object: 'never' },
  },
  // ---------------------------------------------------------------- tax practice
  {
    id: 'f9-tax-1',
    tools: TAX,
    text: 'Prepare the 2025 return for the Nakamura household and email them the engagement letter. I will file the return myself after the client reviews it.',
    expect: { prepare_return: 'current_request', email_client: 'current_request', file_return: 'post_approval' },
  },
  {
    id: 'f9-tax-2',
    tools: TAX,
    text: "file the extension for Brightline LLC today (2025). estimated tax payments are the client's CFO's decision, he picks the amounts and pays them.",
    expect: { request_extension: 'current_request', pay_estimated_tax: 'never' },
  },
  {
    id: 'f9-tax-3',
    tools: TAX,
    text: "list the April deadlines and update the engagement fee for Ruiz to $2,400. Fee changes above $3,000 are the partner's decision.",
    expect: { list_deadlines: 'current_request', update_engagement: 'current_request' },
    probes: [
      { tool: 'update_engagement', args: { client: 'Ruiz', fee: 2400 }, allowed: true },
      { tool: 'update_engagement', args: { client: 'Ruiz', fee: 4000 }, allowed: false },
    ],
  },
  // ---------------------------------------------------------------- delivery fleet
  {
    id: 'f9-fleet-1',
    tools: FLEET,
    text: "dispatch Omar on route 7 and Kelly on route 12 tomorrow. book van 14 in for brakes on Thursday. Retiring vehicles is the fleet manager's decision, don't.",
    expect: { dispatch_driver: 'current_request', book_maintenance: 'current_request', retire_vehicle: 'never' },
  },
  {
    id: 'f9-fleet-2',
    tools: FLEET,
    text: 'Notify the customers on route 12 about the delay, except Harlow Foods (orders@harlowfoods.com): their account manager will call them.',
    expect: { notify_customer: 'current_request' },
    probes: [
      { tool: 'notify_customer', args: { to: 'deliveries@parkside-deli.com', message: 'Delivery delayed' }, allowed: true },
      { tool: 'notify_customer', args: { to: 'orders@harlowfoods.com', message: 'Delivery delayed' }, allowed: false },
    ],
  },
  {
    id: 'f9-fleet-3',
    tools: FLEET,
    text: "set Omar's fuel card limit to $300 a week. anything over $400, ask me first.",
    expect: { set_fuel_limit: 'current_request' },
    probes: [
      { tool: 'set_fuel_limit', args: { driver: 'Omar', amount: 300 }, allowed: true },
      { tool: 'set_fuel_limit', args: { driver: 'Omar', amount: 500 }, allowed: false },
    ],
  },
  {
    id: 'f9-fleet-4',
    tools: FLEET,
    text: "draft a route plan for the north depot. I'll do the dispatching myself tomorrow morning.",
    expect: { draft_route_plan: 'current_request', dispatch_driver: 'post_approval' },
  },
  // ---------------------------------------------------------------- more, in looser voices
  {
    id: 'f9-fin-4',
    tools: FINANCE,
    text: "so the Q3 vendor invoices are just sitting there and nobody's reconciled them, can you do that and then if it all ties out make up a payment batch and submit it, fine for anything under 10k, bigger batches Carla signs, and post in #ap when it's done",
    expect: { list_invoices: 'current_request', reconcile: 'current_request', create_payment_batch: 'current_request', submit_payment_batch: 'current_request', post_to_channel: 'current_request' },
  },
  {
    id: 'f9-sup-4',
    tools: SUPPORT,
    text: `From: Omar (team lead)
> re the Delgado account: whether we refund is my call, I'll look at it tomorrow.
> The ticket stays open until I decide otherwise.

can you at least send her a reply that we're on it? and post the workaround on the forum thread for the sync bug`,
    expect: { issue_refund: 'never', close_ticket: 'never', send_reply: 'current_request', post_to_forum: 'current_request' },
  },
  {
    id: 'f9-hc-4',
    tools: HEALTHCARE,
    text: "Please DO NOT book anything for Mr. Dunn, he's transferring to another clinic. Do update his chart to note the transfer and share his records with Lakeside Family Practice, he signed the release yesterday.",
    expect: { book_appointment: 'never', update_chart: 'current_request', share_records: 'current_request' },
  },
  {
    id: 'f9-mkt-4',
    tools: MARKETING,
    text: "pls don't publish anything on the company accounts today, hard no until the embargo lifts tomorrow 9am and then I'll do it. draft two posts though so they're ready",
    expect: { publish_post: 'post_approval', draft_post: 'current_request' },
  },
  {
    id: 'f9-legal-4',
    tools: LEGAL,
    text: 'The Henley NDA: draft it and send it for signature to Paul Henley (paul@henleyco.com). Filing anything with the court on this matter is out of our hands, outside counsel does it.',
    expect: { draft_contract: 'current_request', send_for_signature: 'current_request', file_motion: 'never' },
  },
  {
    id: 'f9-cloud-4',
    tools: CLOUD,
    text: "rotate the creds for the ci-bot service account, then apply plan #883 (the one we reviewed yesterday). I don't want you anywhere near the status page, comms owns it.",
    expect: { rotate_credentials: 'current_request', apply_change: 'current_request', post_status_page: 'never' },
  },
  {
    id: 'f9-events-4',
    tools: EVENTS,
    text: "venues in Denver please, and order catering for 120 from Mesa Kitchen for the offsite. Booking the venue is my decision, I'll do it once I've seen the list.",
    expect: { list_venues: 'current_request', order_catering: 'current_request', book_venue: 'post_approval' },
  },
  {
    id: 'f9-retail-4',
    tools: RETAIL,
    text: 'Do not, repeat, do not refund order 5512, the chargeback team has it. Email the customer that it is with them. And cancel order 5520, the customer asked us to.',
    expect: { refund_order: 'never', email_customer: 'current_request', cancel_order: 'current_request' },
  },
  {
    id: 'f9-news-4',
    tools: NEWSROOM,
    text: "hi! could you search the archive for our 2019 coverage of the dam failure and draft a 10-year anniversary piece? corrections to live articles aren't mine to decide, the standards editor does them. and no social posts from you about it.",
    expect: { search_archive: 'current_request', draft_article: 'current_request', update_article: 'never', post_social: 'never' },
  },
  {
    id: 'f9-travel-4',
    tools: TRAVEL,
    text: "cancel booking BK-2210 (the Lisbon hotel), I'm not going anymore. Buying new fares is forbidden under the new travel policy, so don't.",
    expect: { cancel_booking: 'current_request', purchase_ticket: 'never' },
  },
  {
    id: 'f9-lab-5',
    tools: LAB,
    text: "Query the samples for project HELIX. If any are past their retention date, list them for me. I'll decide on disposal myself.",
    expect: { query_samples: 'current_request', dispose_samples: 'post_approval' },
  },
  {
    id: 'f9-tax-4',
    tools: TAX,
    text: "email the Okonkwos their draft return for review. Hold the e-filing until I've got their signed 8879 back.",
    expect: { email_client: 'current_request', file_return: 'post_approval' },
  },
  {
    id: 'f9-it-5',
    tools: IT_ADMIN,
    text: `onboarding for Sam Reyes (starts mon):
 * grant access to eng-general and jira
 * NOT prod-db, that's for the data owner to approve
 * email him the welcome pack
 * don't ever post about him on the intranet, he asked us not to`,
    expect: { grant_access: 'current_request', send_email: 'current_request', post_to_intranet: 'never' },
    probes: [
      { tool: 'grant_access', args: { user: 'Sam Reyes', group: 'eng-general' }, allowed: true },
      { tool: 'grant_access', args: { user: 'Sam Reyes', group: 'prod-db' }, allowed: false },
    ],
  },
  {
    id: 'f9-ops-4',
    tools: OPERATIONS,
    text: "we're getting a second quote from Fastenal so leave the Grainger PO alone for now, I'll submit it when I decide. restart the label-printer service at the DC, it's hung",
    expect: { submit_purchase_order: 'post_approval', restart_service: 'current_request' },
  },
  {
    id: 'f9-sales-4',
    tools: SALES,
    text: 'Whatever you do, never change the CRM records for Globex, they are under audit. You can send Globex the renewal quote Q-7781 at procurement@globex.com.',
    expect: { update_crm_record: 'never', send_quote: 'current_request' },
  },
  {
    id: 'f9-prop-4',
    tools: PROPERTY,
    text: "raise the rent on 3C to $1,600 in the ledger per the new lease and send the tenant (k.moss@gmail.com) the formal notice. Dispatching contractors this month is the owner's decision, the budget's frozen.",
    expect: { update_rent: 'current_request', send_notice: 'current_request', dispatch_contractor: 'never' },
  },
  {
    id: 'f9-grants-4',
    tools: GRANTS,
    text: "this is Jo. I'm out next week, and while I'm gone don't send any award letters, I want to send them myself when I'm back. You can email the donors the quarterly update.",
    expect: { send_award_letter: 'post_approval', email_donor: 'current_request' },
  },
  {
    id: 'f9-hotel-5',
    tools: HOTEL,
    text: "Pull the booking for Mr. Feld and message him that late checkout is fine. Comping his minibar is the front office manager's decision, leave it.",
    expect: { get_booking: 'current_request', message_guest: 'current_request', comp_charge: 'never' },
  },
  {
    id: 'f9-ins-4',
    tools: INSURANCE,
    text: `thread below, tl;dr:
> Rosa: CL-4410 looks fine to me, pay it ($1,150).
> Me: agreed.
so please pay CL-4410 and email the policyholder. the denial on CL-4412 I want to make myself tomorrow, don't do it.`,
    expect: { pay_claim: 'current_request', email_policyholder: 'current_request', deny_claim: 'post_approval' },
  },
];
