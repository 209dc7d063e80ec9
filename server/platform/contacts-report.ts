import type { Db } from "./db.js";

/** One contact message as the embedded platform received it. */
export interface ReceivedContact {
  id: number;
  receivedAt: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  talents: { id: number; name: string }[];
  message: string;
}

export function receivedContacts(db: Db): ReceivedContact[] {
  const rows = db.prepare("SELECT id, received_at, name, email, phone, subject, talents, message FROM contacts ORDER BY id").all() as {
    id: number;
    received_at: string;
    name: string;
    email: string;
    phone: string | null;
    subject: string | null;
    talents: string | null;
    message: string;
  }[];
  return rows.map((r) => ({
    id: r.id,
    receivedAt: r.received_at,
    name: r.name,
    email: r.email,
    phone: r.phone,
    subject: r.subject,
    talents: r.talents ? (JSON.parse(r.talents) as ReceivedContact["talents"]) : [],
    message: r.message,
  }));
}

const when = (iso: string) => iso.slice(0, 16).replace("T", " ");
/** The message on one line, cut to fit a terminal: the full text is in the database. */
const excerpt = (text: string, max = 60) => {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/** The `contacts` table: id, date, name, e-mail, phone, subject, talents (id and name) and the start of the message. */
export function formatContacts(contacts: readonly ReceivedContact[]): string {
  if (contacts.length === 0) return "No contact messages received yet.";
  const header = ["ID", "RECEIVED (UTC)", "NAME", "E-MAIL", "PHONE", "SUBJECT", "TALENTS", "MESSAGE"];
  const rows = contacts.map((c) => [
    String(c.id),
    when(c.receivedAt),
    c.name,
    c.email,
    c.phone ?? "",
    c.subject ?? "",
    c.talents.map((t) => `${t.name} (${t.id})`).join(", "),
    excerpt(c.message),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  return [header, ...rows].map((cells) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join("  ").trimEnd()).join("\n");
}
