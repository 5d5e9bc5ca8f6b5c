// `@portico/contracts/mail-messages`: the people service's mails (ADR 0077), added to the
// catalogue by the processes that render them. The console never renders a mail, so its bundles,
// which take the catalogue from the kit, do not carry these texts.
import { addMessageArea } from './catalogue';
import { mailMessages } from './catalogue/mail';

addMessageArea(mailMessages);
