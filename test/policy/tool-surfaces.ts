/**
 * Small reusable tool surfaces (one per domain) for the compiler's hand-written requests.
 * Only the public surface matters to the compiler: names, descriptions, parameters, effect class
 * and the audience parameter.
 */
import { ToolSpecSchema, type ToolSpec, type ToolSpecInput } from '../../src/domain/tool.js';

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
const strs = { type: 'array', items: { type: 'string' } };

export const FINANCE: ToolSpec[] = [
  tool('list_invoices', 'read', 'List vendor invoices, optionally filtered by vendor and month.', { vendor: str, month: str }),
  tool('get_ledger', 'read', 'Read the accounts-payable ledger entries for a month.', { month: str }),
  tool('reconcile', 'prepare', 'Record a reconciliation of invoices against ledger entries and note discrepancies.', { invoice_ids: strs, notes: str }),
  tool('create_payment_batch', 'prepare', 'Prepare (but do not submit) a payment batch from approved invoices.', { invoice_ids: strs, total: num }),
  tool('submit_payment_batch', 'state_change', 'Submit a prepared payment batch to the bank for execution.', { batch_id: str }),
  tool('draft_email', 'prepare', 'Save an email draft without sending it.', { to: str, subject: str, body: str }),
  tool('send_email', 'external', 'Send an email.', { to: str, subject: str, body: str }, 'to'),
  tool('post_to_channel', 'publish', 'Post a message to a chat channel.', { channel: str, text: str }, 'channel'),
  tool('update_vendor_record', 'state_change', "Change a vendor's master record (address, bank details, terms).", { vendor: str, field: str, value: str }),
  tool('issue_refund', 'state_change', 'Refund an amount to a customer account.', { customer: str, amount: num }),
];

export const HR: ToolSpec[] = [
  tool('list_candidates', 'read', 'List applicants for an open position.', { position: str }),
  tool('get_employee_record', 'read', "Read an employee's HR record.", { employee: str }),
  tool('draft_offer_letter', 'prepare', 'Draft an offer letter for a candidate.', { candidate: str, salary: num }),
  tool('send_offer_letter', 'external', 'Send an offer letter to a candidate.', { to: str, letter_id: str }, 'to'),
  tool('update_salary', 'state_change', "Change an employee's salary in payroll.", { employee: str, amount: num }),
  tool('schedule_interview', 'external', 'Schedule an interview and send calendar invitations.', { attendees: strs, time: str }, 'attendees'),
  tool('post_job_listing', 'publish', 'Publish a job listing on the careers site and job boards.', { title: str, board: str }, 'board'),
  tool('send_email', 'external', 'Send an email.', { to: str, subject: str, body: str }, 'to'),
  tool('terminate_employment', 'state_change', "End an employee's contract in the HR system.", { employee: str, date: str }),
];

export const MARKETING: ToolSpec[] = [
  tool('get_campaign_stats', 'read', 'Read performance statistics for a marketing campaign.', { campaign: str }),
  tool('draft_post', 'prepare', 'Write a draft social media post.', { text: str }),
  tool('publish_post', 'publish', 'Publish a post on a social media account.', { account: str, text: str }, 'account'),
  tool('send_newsletter', 'external', 'Send a newsletter to a mailing list.', { list: str, subject: str, body: str }, 'list'),
  tool('update_budget', 'state_change', "Change a campaign's budget.", { campaign: str, amount: num }),
  tool('create_discount_code', 'state_change', 'Create a live discount code customers can redeem.', { code: str, percent: num }),
  tool('export_report', 'prepare', 'Export a report file to the shared drive.', { title: str }),
  tool('launch_campaign', 'state_change', 'Launch (activate) a marketing campaign.', { campaign: str }),
];

export const OPERATIONS: ToolSpec[] = [
  tool('get_inventory', 'read', 'Read current stock levels for a warehouse.', { warehouse: str }),
  tool('create_purchase_order', 'prepare', 'Prepare a purchase order draft for a supplier.', { supplier: str, amount: num }),
  tool('submit_purchase_order', 'state_change', 'Submit a purchase order to the supplier.', { order_id: str, amount: num }),
  tool('update_shipment_status', 'state_change', 'Change the status of a shipment.', { shipment: str, status: str }),
  tool('notify_customer', 'external', 'Send a notification message to a customer.', { to: str, message: str }, 'to'),
  tool('restart_service', 'state_change', 'Restart a production service.', { service: str }),
  tool('post_status_update', 'publish', 'Post a status update to a channel.', { channel: str, text: str }, 'channel'),
  tool('create_ticket', 'prepare', 'Open an internal ticket.', { title: str, body: str }),
];

/** Operations with a tool whose verb the compiler's vocabulary does not know (a development case of issue 20). */
export const OPERATIONS_QUARANTINE: ToolSpec[] = [
  ...OPERATIONS,
  tool('quarantine_device', 'state_change', 'Cut a device off the network pending investigation.', { device: str }),
];

export const SALES: ToolSpec[] = [
  tool('list_leads', 'read', 'List sales leads, optionally filtered by region.', { region: str }),
  tool('get_account', 'read', 'Read a customer account from the CRM.', { account: str }),
  tool('draft_quote', 'prepare', 'Draft a price quote for a customer.', { account: str, amount: num }),
  tool('send_quote', 'external', 'Send a price quote to a customer.', { to: str, quote_id: str }, 'to'),
  tool('apply_discount', 'state_change', 'Apply a discount to a customer account.', { account: str, percent: num }),
  tool('update_crm_record', 'state_change', 'Change fields of a CRM record.', { account: str, field: str, value: str }),
  tool('schedule_meeting', 'external', 'Send a meeting invitation.', { attendees: strs, topic: str }, 'attendees'),
  tool('send_email', 'external', 'Send an email.', { to: str, subject: str, body: str }, 'to'),
];

export const SUPPORT: ToolSpec[] = [
  tool('list_tickets', 'read', 'List support tickets in a queue.', { queue: str }),
  tool('get_customer', 'read', 'Read a customer profile and order history.', { customer: str }),
  tool('draft_reply', 'prepare', 'Draft a reply to a support ticket.', { ticket: str, body: str }),
  tool('send_reply', 'external', 'Send a reply to the customer on a ticket.', { ticket: str, to: str, body: str }, 'to'),
  tool('issue_refund', 'state_change', 'Refund an amount to a customer.', { customer: str, amount: num }),
  tool('close_ticket', 'state_change', 'Close a support ticket.', { ticket: str }),
  tool('post_to_forum', 'publish', 'Post an answer on the public community forum.', { thread: str, text: str }, 'thread'),
  tool('escalate_ticket', 'state_change', 'Escalate a ticket to the engineering team.', { ticket: str, reason: str }),
];

export const HEALTHCARE: ToolSpec[] = [
  tool('get_patient_chart', 'read', "Read a patient's chart.", { patient: str }),
  tool('list_appointments', 'read', 'List appointments for a clinic day.', { date: str }),
  tool('draft_summary', 'prepare', 'Draft a visit summary.', { patient: str, text: str }),
  tool('send_patient_message', 'external', 'Send a secure message to a patient.', { to: str, body: str }, 'to'),
  tool('book_appointment', 'state_change', 'Book an appointment slot for a patient.', { patient: str, slot: str }),
  tool('order_refill', 'state_change', 'Order a prescription refill at the pharmacy.', { patient: str, medication: str }),
  tool('share_records', 'external', 'Share medical records with an outside provider.', { patient: str, recipient: str }, 'recipient'),
  tool('update_chart', 'state_change', "Write changes to a patient's chart.", { patient: str, note: str }),
];

export const LEGAL: ToolSpec[] = [
  tool('search_contracts', 'read', 'Search the contract repository.', { query: str }),
  tool('get_case_file', 'read', 'Read a litigation case file.', { case_id: str }),
  tool('draft_contract', 'prepare', 'Draft a contract or amendment.', { counterparty: str, terms: str }),
  tool('send_for_signature', 'external', 'Send a document to a counterparty for e-signature.', { document: str, to: str }, 'to'),
  tool('file_motion', 'external', 'File a motion with the court.', { case_id: str, document: str }),
  tool('share_document', 'external', 'Share a document with an outside party.', { document: str, with: str }, 'with'),
  tool('publish_notice', 'publish', 'Publish a public legal notice.', { text: str }),
  tool('send_email', 'external', 'Send an email.', { to: str, subject: str, body: str }, 'to'),
];

// Surfaces in further domains, added with the fresh held-out requests of issue 20 (no compiler
// rule was written against them).
export const CLOUD: ToolSpec[] = [
  tool('list_instances', 'read', 'List compute instances in a project.', { project: str }),
  tool('get_metrics', 'read', 'Read CPU, memory and latency metrics for a service.', { service: str }),
  tool('plan_change', 'prepare', 'Compute an infrastructure change plan without applying it.', { stack: str, change: str }),
  tool('apply_change', 'state_change', 'Apply an infrastructure change plan to production.', { plan_id: str }),
  tool('scale_service', 'state_change', 'Change the number of replicas of a service.', { service: str, replicas: num }),
  tool('rotate_credentials', 'state_change', 'Rotate the credentials of a service account.', { account: str }),
  tool('page_oncall', 'external', 'Page the on-call engineer of a team.', { team: str, message: str }, 'team'),
  tool('post_status_page', 'publish', 'Post an incident update on the public status page.', { text: str }),
];

export const EDUCATION: ToolSpec[] = [
  tool('get_gradebook', 'read', 'Read the gradebook of a course section.', { section: str }),
  tool('list_students', 'read', 'List students enrolled in a section.', { section: str }),
  tool('draft_announcement', 'prepare', 'Draft a course announcement without posting it.', { section: str, text: str }),
  tool('post_announcement', 'publish', 'Post an announcement to a course page.', { section: str, text: str }, 'section'),
  tool('update_grade', 'state_change', "Change a student's grade in the gradebook.", { student: str, grade: str }),
  tool('email_guardian', 'external', "Email a student's parent or guardian.", { to: str, body: str }, 'to'),
  tool('enroll_student', 'state_change', 'Enrol a student in a section.', { student: str, section: str }),
];

export const PROPERTY: ToolSpec[] = [
  tool('list_units', 'read', 'List rental units and their status.', { building: str }),
  tool('get_tenant', 'read', 'Read a tenant file.', { tenant: str }),
  tool('draft_lease', 'prepare', 'Draft a lease or renewal.', { tenant: str, rent: num }),
  tool('send_lease', 'external', 'Send a lease to a tenant for signature.', { to: str, lease_id: str }, 'to'),
  tool('create_work_order', 'prepare', 'Write up a maintenance work order (not dispatched).', { unit: str, issue: str }),
  tool('dispatch_contractor', 'external', 'Dispatch a contractor to a unit.', { contractor: str, work_order: str }, 'contractor'),
  tool('update_rent', 'state_change', "Change a unit's rent in the ledger.", { unit: str, rent: num }),
  tool('send_notice', 'external', 'Send a formal notice to a tenant.', { to: str, text: str }, 'to'),
];

export const TRAVEL: ToolSpec[] = [
  tool('search_flights', 'read', 'Search flights between two cities on a date.', { from: str, to: str, date: str }),
  tool('hold_booking', 'prepare', 'Put a fare on hold without buying it.', { flight: str }),
  tool('purchase_ticket', 'state_change', 'Buy a held fare with the company card.', { hold_id: str }),
  tool('book_hotel', 'state_change', 'Book and pay for a hotel room.', { hotel: str, nights: num }),
  tool('cancel_booking', 'state_change', 'Cancel an existing booking.', { booking_id: str }),
  tool('send_itinerary', 'external', 'Email an itinerary to travellers.', { to: str, itinerary: str }, 'to'),
];

// Surfaces in three more domains, added with the second fresh held-out set of issue 20 (written
// before the second round of compiler changes; no rule is written against them).
export const IT_ADMIN: ToolSpec[] = [
  tool('list_users', 'read', 'List user accounts in the directory.', { department: str }),
  tool('get_device', 'read', "Read a device's inventory record.", { device: str }),
  tool('draft_change_request', 'prepare', 'Draft a change request for review.', { title: str, body: str }),
  tool('reset_password', 'state_change', "Reset a user's password and expire their sessions.", { user: str }),
  tool('disable_account', 'state_change', 'Disable a user account.', { user: str }),
  tool('grant_access', 'state_change', 'Grant a user access to a system or group.', { user: str, group: str }),
  tool('wipe_device', 'state_change', 'Remotely wipe a device.', { device: str }),
  tool('send_email', 'external', 'Send an email.', { to: str, subject: str, body: str }, 'to'),
  tool('post_to_intranet', 'publish', 'Post a notice on the company intranet.', { text: str }),
];

export const RETAIL: ToolSpec[] = [
  tool('list_orders', 'read', 'List customer orders.', { status: str }),
  tool('get_product', 'read', 'Read a product record.', { sku: str }),
  tool('draft_listing', 'prepare', 'Draft a product listing without publishing it.', { title: str, price: num }),
  tool('publish_listing', 'publish', 'Publish a product listing on the storefront.', { listing_id: str }),
  tool('update_price', 'state_change', "Change a product's price.", { sku: str, price: num }),
  tool('refund_order', 'state_change', 'Refund a customer order.', { order_id: str, amount: num }),
  tool('cancel_order', 'state_change', 'Cancel a customer order.', { order_id: str }),
  tool('email_customer', 'external', 'Email a customer.', { to: str, body: str }, 'to'),
  tool('place_supplier_order', 'state_change', 'Place a restocking order with a supplier.', { supplier: str, sku: str, quantity: num }),
];

export const GRANTS: ToolSpec[] = [
  tool('list_applications', 'read', 'List grant applications in a funding round.', { round: str }),
  tool('get_budget', 'read', 'Read the budget of a grant programme.', { programme: str }),
  tool('draft_award_letter', 'prepare', 'Draft an award letter for an applicant.', { applicant: str, amount: num }),
  tool('send_award_letter', 'external', 'Send an award letter to a grantee.', { to: str, letter_id: str }, 'to'),
  tool('disburse_funds', 'state_change', 'Release grant funds to a grantee.', { grantee: str, amount: num }),
  tool('post_update', 'publish', 'Post an update on the public website.', { text: str }),
  tool('email_donor', 'external', 'Email a donor.', { to: str, body: str }, 'to'),
];

// Surfaces in three more domains, added with the third fresh held-out set of issue 20 (written
// before the third round of compiler changes; no rule is written against them).
export const INSURANCE: ToolSpec[] = [
  tool('get_claim', 'read', 'Read a claim file with its documents.', { claim_id: str }),
  tool('list_claims', 'read', 'List claims in a queue.', { queue: str }),
  tool('draft_decision_letter', 'prepare', 'Draft a claim decision letter without sending it.', { claim_id: str, text: str }),
  tool('approve_claim', 'state_change', 'Approve a claim in the claims system.', { claim_id: str }),
  tool('deny_claim', 'state_change', 'Deny a claim in the claims system.', { claim_id: str, reason: str }),
  tool('pay_claim', 'state_change', 'Issue a claim payment to the policyholder.', { claim_id: str, amount: num }),
  tool('refer_to_siu', 'state_change', 'Refer a claim to the special investigations unit.', { claim_id: str, reason: str }),
  tool('email_policyholder', 'external', 'Email a policyholder.', { to: str, body: str }, 'to'),
];

export const EVENTS: ToolSpec[] = [
  tool('list_venues', 'read', 'List venues with capacity and price.', { city: str }),
  tool('get_guest_list', 'read', 'Read the guest list of an event.', { event: str }),
  tool('draft_invitation', 'prepare', 'Draft an invitation without sending it.', { event: str, text: str }),
  tool('send_invitations', 'external', 'Send invitations to a guest list.', { list: str, event: str }, 'list'),
  tool('book_venue', 'state_change', 'Book a venue and pay its deposit.', { venue: str, date: str }),
  tool('order_catering', 'state_change', 'Place a catering order.', { caterer: str, guests: num }),
  tool('post_event_page', 'publish', 'Publish the public page of an event.', { event: str, text: str }),
  tool('cancel_event', 'state_change', 'Cancel an event and notify its bookings.', { event: str }),
];

export const NEWSROOM: ToolSpec[] = [
  tool('search_archive', 'read', 'Search the story archive.', { query: str }),
  tool('draft_article', 'prepare', 'Write an article draft in the CMS.', { headline: str, body: str }),
  tool('publish_article', 'publish', 'Publish an article on the news site.', { article_id: str }),
  tool('update_article', 'state_change', 'Edit an article that is already live.', { article_id: str, change: str }),
  tool('post_social', 'publish', 'Post on one of the outlet\'s social accounts.', { account: str, text: str }, 'account'),
  tool('send_press_release', 'external', 'Send a release to a distribution list.', { list: str, body: str }, 'list'),
  tool('email_source', 'external', 'Email a source or contact.', { to: str, body: str }, 'to'),
];
