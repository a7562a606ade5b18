/** A sending domain as Resend's API describes it, with the DNS records it asks for. */
export interface ResendDomain {
  object: 'domain';
  id: string;
  name: string;
  status: 'not_started' | 'pending' | 'verified' | 'failed';
  created_at: string;
  region: 'us-east-1' | 'eu-west-1';
  capabilities: { sending: 'enabled'; receiving: 'disabled' };
  records: ResendRecord[];
}

export interface ResendRecord {
  record: 'SPF' | 'DKIM';
  name: string;
  type: 'MX' | 'TXT';
  value: string;
  ttl: string;
  status: 'not_started' | 'pending' | 'verified' | 'failed';
  priority?: number;
}

/** An e-mail sent through Resend's `/emails`, as its API returns it. */
export interface ResendEmail {
  object: 'email';
  id: string;
  created_at: string;
  last_event: 'delivered';
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  reply_to: string[];
  cc: string[];
  bcc: string[];
}
