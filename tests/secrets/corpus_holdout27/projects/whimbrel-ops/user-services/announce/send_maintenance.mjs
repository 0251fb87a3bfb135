// Maintenance announcements to all active users (list exported from ColdFront)
import { Resend } from 'resend';
import { readFileSync } from 'node:fs';

const resend = new Resend('{{resend_key}}');
const users = readFileSync('active_users.txt', 'utf8').trim().split('\n');
const body = readFileSync('templates/maintenance-2026-12.html', 'utf8');

for (let i = 0; i < users.length; i += 50) {
  await resend.batch.send(users.slice(i, i + 50).map((to) => ({
    from: 'Whimbrel HPC <hpc-announce@whimbrel.example.edu>',
    to,
    subject: 'Whimbrel maintenance 8–9 December',
    html: body,
  })));
}
