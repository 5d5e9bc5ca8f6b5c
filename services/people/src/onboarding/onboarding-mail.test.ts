import { inviteMail } from './onboarding-mail';

describe('onboarding mail HTML', () => {
  it('escapes what people typed, apostrophes included, and keeps the text part as typed', () => {
    const mail = inviteMail('new@example.com', 'tok', {
      inviter: `O'Brien <script>alert(1)</script>`,
      role: 'resident',
      org: `Harbor "View" & Co`,
      message: `See you at the owners' meeting`,
      expiresAt: '2030-01-01T00:00:00.000Z',
    });
    expect(mail.html).toContain('O&#39;Brien &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Harbor &quot;View&quot; &amp; Co');
    expect(mail.html).toContain('owners&#39; meeting');
    expect(mail.html).not.toMatch(/<script|O'Brien/);
    expect(mail.text).toContain(`O'Brien <script>alert(1)</script> invited you`);
  });
});
