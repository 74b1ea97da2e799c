import { type Doc, block, h2, h3, link, list, page, paragraphs, seo } from '../builders'

/**
 * Legal pages: privacy statement, terms of service and subscription terms. Each is a hero
 * followed by rich-text sections with numbered headings.
 */

const EFFECTIVE = 'Effective November 1, 2026'

type Blocks = ReturnType<typeof block>[]

/** A rich-text section from blocks and groups of blocks (lists, paragraphs). */
const text = (...parts: (ReturnType<typeof block> | Blocks)[]) => ({
  _type: 'richText',
  body: parts.flat(),
})

const privacy = page(
  'privacy-statement',
  'Privacy Statement',
  seo(
    'Privacy Statement | Kestrel AI',
    'How Kestrel AI collects, uses, shares and protects personal information, including chat transcripts, voice recordings and lead details.',
  ),
  [
    {
      _type: 'hero',
      eyebrow: EFFECTIVE,
      heading: 'Privacy Statement',
      subheading:
        'This statement explains what personal information Kestrel AI collects when you visit kestrel-ai.com, talk to Michael, our chat assistant, or use voice chat, how we use it, and the choices you have.',
    },
    text(
      block(`**${EFFECTIVE}.**`),
      paragraphs(`
        Kestrel AI, Inc. ("Kestrel AI", "we", "us" or "our") builds and operates AI agents for small and
        medium businesses. This Privacy Statement applies to personal information we collect through our
        website at kestrel-ai.com and its subdomains, our chat assistant, our browser voice chat, our forms
        and our sales and support communications (together, the "Site").

        It does not cover personal information that our customers process through the AI agents we operate
        on their behalf, for example calls answered by a customer's AI Receptionist. For that information we
        act as a service provider or processor, and the customer's own privacy notice applies. See section 8.
      `),
      h2('1. Information we collect'),
      h3('Information you give us'),
      list([
        '**Lead and contact details.** When you fill in a contact or demo form, or share your details in chat, we collect your name, email address and company name, and anything else you choose to tell us, such as your phone number, role or business needs.',
        "**Chat transcripts.** When you talk to Michael, we collect the messages you send and the assistant's replies, with the time of each message and the page you were on.",
        '**Voice recordings.** When you start a voice chat, we capture audio from your microphone for the length of the conversation, together with a transcript and basic call details such as start time, duration and how the call ended. We only access your microphone after you start a voice chat and your browser asks for your permission.',
        '**Booking details.** When you book a consultation, our scheduling provider collects your name, email, the time you choose and any notes you add.',
        '**Job applications.** When you apply for a role, we collect your résumé and the information in your application.',
      ]),
      h3('Information collected automatically'),
      list([
        '**Device and usage information:** IP address, browser type and version, operating system, referring page, pages viewed and the date and time of your visit.',
        '**Approximate location** derived from your IP address, at city or region level.',
        '**Diagnostic information:** error reports and performance data that help us keep the Site and voice chat working.',
      ]),
      h2('2. How we use information'),
      list([
        'To answer your questions through chat, voice chat, email and phone.',
        'To follow up on your interest in our products, send you information you asked for and schedule consultations and demos.',
        'To operate, secure, debug and improve the Site, including reviewing anonymized or sampled chat and voice transcripts to improve answer quality.',
        'To evaluate job applications.',
        'To comply with legal obligations, enforce our terms and protect our rights and the rights of others.',
      ]),
      paragraphs(`
        We do not sell your personal information, and we do not share it for cross-context behavioral
        advertising. We do not use your chat transcripts or voice recordings to train third-party AI models.
      `),
    ),
    text(
      h2('3. Legal bases for processing'),
      paragraphs(`
        If you are in the European Economic Area, the United Kingdom or Switzerland, we process personal
        information on these legal bases: to take steps at your request before entering into a contract (for
        example, preparing a quote); our legitimate interests in responding to inquiries, marketing our
        services to businesses and keeping the Site secure; your consent, where we ask for it (for example,
        microphone access for voice chat); and compliance with legal obligations.
      `),
      h2('4. AI processing'),
      paragraphs(`
        Michael and our voice chat are AI systems. When you send a message or speak, the content is sent to
        our AI model providers and voice provider to generate a response in real time. Our agreements with
        these providers limit their use of your content to providing the service to us and prohibit them from
        using it to train their general models. AI responses can be incorrect; see our
        [Terms of Service](/terms-of-service).
      `),
      h2('5. How we share information'),
      paragraphs(`
        We share personal information with service providers (subprocessors) that help us run the Site and our
        business, under contracts that require them to protect it and use it only on our instructions. The
        categories are:
      `),
      list([
        '**Hosting and infrastructure:** cloud hosting, content delivery, databases and error reporting.',
        '**AI model providers:** large language model services that generate chat responses.',
        '**Voice provider:** the real-time voice platform that powers browser voice chat, including speech recognition and speech synthesis.',
        '**Content management:** the content management system that stores the content of our Site.',
        '**Scheduling:** the booking service used to schedule consultations and demos.',
        '**Business tools:** our CRM, email and communication tools used by our sales and support teams.',
      ]),
      paragraphs(`
        We may also disclose information if required by law or legal process, to protect the safety, rights or
        property of Kestrel AI, our customers or others, or in connection with a merger, acquisition or sale of
        assets, in which case we will require the recipient to honor this statement. A current list of our
        subprocessors is available on request at privacy@kestrel-ai.com.
      `),
      h2('6. Retention'),
      list([
        '**Lead details and the chat behind them:** when you leave your details in a form or in the chat, we keep your name, email address, company, any message, the part of the Site you left them on and, if you used the chat, your conversation with Michael up to that point (its last 40 messages). Our sales team receives them by email and, where we use one, in our CRM. The Site deletes them, with the record of their delivery, automatically 24 months after you left them.',
        '**Other chat transcripts:** for up to 24 months after our last interaction with you, or longer if you become a customer.',
        '**Voice recordings:** deleted within 30 days of the conversation. Transcripts of voice chats are kept on the same schedule as chat transcripts.',
        '**Server and diagnostic logs:** up to 90 days.',
        '**Job applications:** up to 24 months, unless you ask us to delete them sooner.',
      ]),
      paragraphs(`
        We may keep information longer where the law requires it or to resolve disputes. When we no longer need
        information, we delete or anonymize it.
      `),
    ),
    text(
      h2('7. Your rights and choices'),
      paragraphs(`
        Depending on where you live, you may have the right to:
      `),
      list([
        '**Access** the personal information we hold about you and receive a copy in a portable format.',
        '**Correct** inaccurate or incomplete information.',
        '**Delete** your personal information, including chat transcripts and voice recordings.',
        '**Object to or restrict** certain processing, including direct marketing, at any time.',
        '**Withdraw consent** where we rely on it, without affecting earlier processing.',
      ]),
      h3('California residents (CCPA/CPRA)'),
      paragraphs(`
        California residents have the right to know what personal information we collect, use and disclose; to
        delete and correct it; to opt out of its sale or sharing (we do not sell or share it); to limit the use
        of sensitive personal information (we do not use it for purposes that require this right); and not to
        be discriminated against for exercising these rights. In the past 12 months we have collected the
        categories of information described in section 1 for the purposes described in section 2. You may use
        an authorized agent to make a request on your behalf.
      `),
      h3('EEA, UK and Swiss residents (GDPR)'),
      paragraphs(`
        You have the rights listed above, plus the right to lodge a complaint with your local data protection
        authority. Where we transfer personal information outside your region, we rely on the European
        Commission's Standard Contractual Clauses, the UK addendum or another lawful transfer mechanism.
      `),
      h3('How to make a request'),
      paragraphs(`
        Email **privacy@kestrel-ai.com** with the subject "Privacy request" and tell us what you would like us to
        do. We will verify your request by confirming control of the email address you gave us, and respond
        within 30 days (or within the time the law requires). You can unsubscribe from marketing emails at any
        time using the link in each email.
      `),
      h2('8. Information we process for our customers'),
      paragraphs(`
        When a business uses Kestrel AI agents to talk to its own customers, that business decides what
        information is collected and why. We process that information only on its instructions, under a data
        processing agreement. If you spoke with an AI agent operated for one of our customers, please contact
        that business directly; we will help them respond to your request.
      `),
    ),
    text(
      h2('9. Cookies and local storage'),
      paragraphs(`
        We keep cookies and similar technologies to a minimum. We do not use third-party advertising cookies.
      `),
      list([
        "**Theme preference:** your choice of light or dark theme is saved in your browser's local storage under the key `vite-ui-theme`. It never leaves your device.",
        '**Service worker:** our Site registers a service worker that caches files so pages load faster. It stores no personal information.',
        '**Strictly necessary cookies:** our hosting and security providers may set cookies needed to deliver the Site and protect it from abuse.',
        '**Booking widget:** when you open the scheduling widget, our scheduling provider may set its own cookies under its privacy policy.',
      ]),
      paragraphs(`
        You can clear local storage and cookies at any time in your browser settings. The Site will still work,
        though it will forget your theme preference.
      `),
      h2('10. Security'),
      paragraphs(`
        We protect personal information with encryption in transit (TLS) and at rest, access controls based on
        least privilege, multi-factor authentication for staff, logging and monitoring, and vendor security
        reviews. Voice chat requires a secure (HTTPS) connection. No method of transmission or storage is
        completely secure, so we cannot guarantee absolute security, but we will notify you and the relevant
        authorities of a breach as the law requires.
      `),
      h2('11. Children'),
      paragraphs(`
        The Site is intended for businesses and is not directed to children. We do not knowingly collect
        personal information from anyone under 16. If you believe a child has given us personal information,
        contact us and we will delete it.
      `),
      h2('12. Changes to this statement'),
      paragraphs(`
        We may update this Privacy Statement from time to time. We will post the new version on this page with a
        new effective date and, for material changes, give notice on the Site or by email before the changes take
        effect.
      `),
      h2('13. Contact us'),
      paragraphs(`
        Questions or requests about this statement: **privacy@kestrel-ai.com**. General inquiries:
        hello@kestrel-ai.com. Kestrel AI, Inc. is the controller of the personal information described in this
        statement.
      `),
    ),
  ],
)

const terms = page(
  'terms-of-service',
  'Terms of Service',
  seo(
    'Terms of Service | Kestrel AI',
    'The terms that govern your use of the Kestrel AI website, chat assistant and voice chat, including acceptable use and AI output.',
  ),
  [
    {
      _type: 'hero',
      eyebrow: EFFECTIVE,
      heading: 'Terms of Service',
      subheading:
        'These terms govern your use of kestrel-ai.com, our chat assistant Michael and our browser voice chat. Paid subscriptions are also governed by our Subscription Terms.',
      secondaryCta: link('Subscription Terms', '/subscription-terms'),
    },
    text(
      block(`**${EFFECTIVE}.**`),
      h2('1. Agreement to these terms'),
      paragraphs(`
        These Terms of Service ("Terms") are an agreement between you and Kestrel AI, Inc. ("Kestrel AI", "we",
        "us"). By using our website, chat assistant, voice chat or any content we provide (the "Site"), you
        agree to these Terms. If you use the Site on behalf of a business, you agree on its behalf and confirm
        you have authority to do so. If you do not agree, do not use the Site.

        If you purchase a subscription to our AI agents (the "Services"), your purchase is governed by our
        [Subscription Terms](/subscription-terms) and any order form you sign. If those documents conflict with
        these Terms, the order form prevails, then the Subscription Terms, then these Terms.
      `),
      h2('2. Eligibility'),
      paragraphs(`
        You must be at least 18 years old and able to form a binding contract to use the Site. The Site is
        intended for business use.
      `),
      h2('3. Acceptable use'),
      paragraphs('You agree not to, and not to help anyone else to:'),
      list([
        "use the Site or Services for anything unlawful, fraudulent or harmful, or to violate anyone's rights, including privacy and intellectual property rights;",
        'send spam, robocalls or text messages without the consent required by law, including the Telephone Consumer Protection Act and similar laws;',
        'try to make our AI systems produce harmful, deceptive, discriminatory or illegal content, or to bypass their safety instructions ("jailbreaking");',
        "submit other people's personal information without authority, or sensitive information such as payment card numbers, health information or government identifiers in chat or voice chat;",
        'probe, scan or test the vulnerability of the Site, interfere with its operation, or overload it with automated requests;',
        'scrape, copy or harvest content or data from the Site by automated means, except as allowed by our robots.txt file;',
        'reverse engineer any part of the Site or Services, except where the law permits it despite this restriction;',
        'use the Site to build a competing product or to benchmark it for publication without our written consent; or',
        'impersonate any person or misrepresent your affiliation with anyone.',
      ]),
      paragraphs(`
        We may suspend or block access to the Site for anyone who violates this section.
      `),
    ),
    text(
      h2('4. AI assistants and AI-generated output'),
      paragraphs(`
        Michael and our voice chat are AI systems, not people. They generate responses automatically using
        third-party AI models, and they can make mistakes, including stating facts that are incorrect or
        out of date. Please keep the following in mind:
      `),
      list([
        'Output is provided for general information about our products. It is not legal, financial, tax or other professional advice.',
        'Prices, plan details, timelines and commitments mentioned by an AI assistant are not binding. Only a written order form signed by Kestrel AI, our published pricing page and our Subscription Terms are binding.',
        'You are responsible for evaluating output before relying on it, and for how you use it.',
        'Similar questions may receive similar answers for other users; output is not exclusive to you.',
      ]),
      h2('5. Voice chat and recordings'),
      paragraphs(`
        When you start a voice chat, your browser will ask for microphone permission. By starting a voice chat
        you consent to our recording and transcribing the conversation as described in our
        [Privacy Statement](/privacy-statement). You can end the conversation at any time. Voice chat requires a
        secure (HTTPS) connection and a supported browser.
      `),
      h2('6. Your content'),
      paragraphs(`
        You keep ownership of the messages, audio and other content you submit ("Your Content"). You grant us a
        worldwide, non-exclusive, royalty-free license to use Your Content to provide, secure and improve the
        Site and to respond to you. You confirm you have the rights needed to submit Your Content.
      `),
      h2('7. Intellectual property'),
      paragraphs(`
        The Site, including its text, design, graphics, software, agent templates and the Kestrel AI name and
        logo, is owned by Kestrel AI or its licensors and is protected by intellectual property laws. We grant
        you a limited, revocable, non-transferable license to use the Site for its intended purpose. All other
        rights are reserved. Other companies' names and trademarks mentioned on the Site belong to their owners
        and are used for identification only; their use does not imply endorsement.

        If you send us feedback or suggestions, we may use them without restriction or obligation to you.
      `),
      h2('8. Third-party services and links'),
      paragraphs(`
        The Site links to and embeds third-party services, such as our scheduling widget and video platforms.
        Those services are governed by their own terms and privacy policies, and we are not responsible for
        them.
      `),
    ),
    text(
      h2('9. Disclaimers'),
      paragraphs(`
        THE SITE, INCLUDING ALL AI-GENERATED OUTPUT, IS PROVIDED "AS IS" AND "AS AVAILABLE". TO THE FULLEST
        EXTENT PERMITTED BY LAW, KESTREL AI DISCLAIMS ALL WARRANTIES, EXPRESS OR IMPLIED, INCLUDING WARRANTIES OF
        MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE, TITLE, NON-INFRINGEMENT AND ACCURACY. WE DO NOT
        WARRANT THAT THE SITE WILL BE UNINTERRUPTED, ERROR-FREE OR SECURE.
      `),
      h2('10. Limitation of liability'),
      paragraphs(`
        TO THE FULLEST EXTENT PERMITTED BY LAW, KESTREL AI AND ITS AFFILIATES, OFFICERS, EMPLOYEES AND SUPPLIERS
        WILL NOT BE LIABLE FOR ANY INDIRECT, INCIDENTAL, SPECIAL, CONSEQUENTIAL, EXEMPLARY OR PUNITIVE DAMAGES,
        OR FOR ANY LOSS OF PROFITS, REVENUE, DATA OR GOODWILL, ARISING OUT OF OR RELATING TO THE SITE OR THESE
        TERMS, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGES.

        OUR TOTAL LIABILITY FOR ALL CLAIMS ARISING OUT OF OR RELATING TO THE SITE OR THESE TERMS WILL NOT EXCEED
        THE GREATER OF (A) THE AMOUNTS YOU PAID US FOR THE SITE IN THE 12 MONTHS BEFORE THE CLAIM AROSE AND
        (B) ONE HUNDRED U.S. DOLLARS ($100). Liability under a subscription is governed by the Subscription
        Terms. Some jurisdictions do not allow certain limitations, so some of these may not apply to you.
      `),
      h2('11. Indemnification'),
      paragraphs(`
        You will defend, indemnify and hold harmless Kestrel AI from any third-party claims, damages and costs
        (including reasonable attorneys' fees) arising from your misuse of the Site, Your Content or your breach
        of these Terms.
      `),
      h2('12. Suspension and termination'),
      paragraphs(`
        We may change, suspend or discontinue any part of the Site at any time. We may suspend or end your access
        if you breach these Terms or if we reasonably believe your use creates risk for us or others. Sections
        4, 6, 7 and 9 through 14 survive termination.
      `),
      h2('13. Governing law and disputes'),
      paragraphs(`
        These Terms are governed by the laws of the State of Delaware, without regard to its conflict-of-laws
        rules. Any dispute arising out of or relating to these Terms or the Site will be brought exclusively in
        the state or federal courts located in New Castle County, Delaware, and you and we consent to their
        personal jurisdiction. Either party may seek injunctive relief in any court of competent jurisdiction to
        protect its intellectual property.
      `),
      h2('14. Changes and general terms'),
      paragraphs(`
        We may update these Terms. We will post the updated Terms on this page with a new effective date, and
        material changes take effect 30 days after posting. Continued use of the Site after that means you
        accept the changes.

        These Terms are the entire agreement between you and us about the Site. If any provision is found
        unenforceable, the rest remain in effect. Our failure to enforce a provision is not a waiver. You may not
        assign these Terms without our consent; we may assign them in connection with a merger or sale of
        assets.
      `),
      h2('15. Contact'),
      paragraphs(`
        Questions about these Terms: **legal@kestrel-ai.com**. General inquiries: hello@kestrel-ai.com.
      `),
    ),
  ],
)

const subscription = page(
  'subscription-terms',
  'Subscription Terms',
  seo(
    'Subscription Terms | Kestrel AI',
    'Plans, billing, renewals, cancellation, refunds, overages, service levels, termination and data export for Kestrel AI subscriptions.',
  ),
  [
    {
      _type: 'hero',
      eyebrow: EFFECTIVE,
      heading: 'Subscription Terms',
      subheading:
        'These terms apply to every paid Kestrel AI subscription: how plans, billing, renewals, cancellation, refunds, usage and our service levels work.',
      primaryCta: link('See pricing', '/pricing'),
      secondaryCta: link('Terms of Service', '/terms-of-service'),
    },
    text(
      block(`**${EFFECTIVE}.**`),
      h2('1. Scope'),
      paragraphs(`
        These Subscription Terms govern your subscription to Kestrel AI's AI agents and related services (the
        "Services"). They apply together with our [Terms of Service](/terms-of-service), our data processing
        agreement, and any order form or online checkout you complete (an "Order"). If they conflict, the Order
        prevails, then these Subscription Terms, then the Terms of Service. "You" means the business that
        subscribes.
      `),
      h2('2. Plans'),
      list([
        '**Starter — $297 per month.** One agent (AI Receptionist, AI Voice Chat, AI Email Agent or AI SMS-Text Agent), 500 voice minutes and 2,000 messages per month, one phone number and up to two integrations. No setup fee.',
        '**Growth — $697 per month.** Up to three agents, including the AI Workflow Agent, 1,500 voice minutes and 6,000 messages per month, up to three phone numbers and up to five integrations. One-time setup fee of $499.',
        '**Scale — $1,497 per month.** All seven agents, including Virtual SE and OutboundAI, 5,000 voice minutes and 20,000 messages per month, multiple locations and a dedicated success manager. One-time setup fee of $1,500.',
      ]),
      paragraphs(`
        Volumes beyond the Scale plan are quoted individually in an Order. Plan features are described on our
        [pricing page](/pricing). We may improve plan features at any time; we will not materially reduce the
        features of your plan during a paid billing period.
      `),
      h2('3. Setup fees and annual billing'),
      paragraphs(`
        Setup fees cover configuration, knowledge-base building, integration and launch testing of your agents.
        They are one-time charges billed with your first invoice. If you choose annual billing, you pay for ten
        months and receive twelve: $2,970 per year for Starter, $6,970 for Growth and $14,970 for Scale.
      `),
      h2('4. Billing and payment'),
      list([
        'Subscription fees are billed in advance, monthly or annually as you choose. Usage above your allowance is billed monthly in arrears.',
        'We accept major credit cards and, for annual and Scale plans, ACH transfer against an invoice payable within 30 days.',
        'Fees are in U.S. dollars and exclude taxes. You are responsible for applicable sales, use, VAT and similar taxes, other than taxes on our income.',
        'Phone numbers included in your plan, and carrier charges for calls and texts within your allowance, are part of the subscription fee.',
        'If a payment fails or an invoice is more than 15 days overdue, we will notify you. If it remains unpaid 15 days after that notice, we may suspend the Services until it is paid.',
        'Overdue amounts may accrue interest at 1.5% per month or the maximum rate allowed by law, whichever is lower.',
      ]),
    ),
    text(
      h2('5. Usage allowances and overages'),
      paragraphs(`
        Each plan includes a monthly allowance of voice minutes and messages. A voice minute is one minute of
        conversation on any call an agent answers or places, rounded up to the next minute. A message is one
        text or email an agent sends or receives; chat messages on your website count as messages.
      `),
      list([
        'Your agents keep working when you go over your allowance. Extra usage is billed at $0.15 per voice minute and $0.03 per message.',
        'We email the account owner when you reach 80% of your monthly allowance, so you can move to a larger plan if that costs less.',
        'Unused allowances do not roll over to the next month.',
      ]),
      h2('6. Term and renewal'),
      paragraphs(`
        Monthly subscriptions renew automatically each month until cancelled. Annual subscriptions renew automatically for
        successive 12-month terms unless either party gives notice of non-renewal at least 30 days before the end
        of the current term. We will remind you by email at least 45 days before an annual renewal.

        We may change subscription prices at renewal with at least 30 days' notice. Price changes never apply to
        a term that has already started.
      `),
      h2('7. Upgrades and downgrades'),
      paragraphs(`
        You can upgrade at any time; the upgrade takes effect immediately and we charge a prorated amount for the
        rest of the current billing period. Downgrades take effect from the next billing month on monthly plans,
        and at the next renewal on annual plans.
      `),
      h2('8. Cancellation'),
      paragraphs(`
        Monthly subscriptions have no long-term commitment. You can cancel at any time with 30 days' written
        notice to billing@kestrel-ai.com; your agents keep working, and you are billed, until the notice period
        ends. Annual subscriptions can be cancelled effective at the end of the current term by giving notice as
        described in section 6.
      `),
      h2('9. Refunds'),
      paragraphs(`
        Fees are non-refundable except as stated in these terms or required by law. Specifically:
      `),
      list([
        'If we terminate the Services for convenience, or you terminate because of our uncured material breach, we refund prepaid fees for the remaining part of the term.',
        'Service credits under section 10 are applied to future invoices.',
        'Any setup fee is refunded in full if we do not launch your first agent within 30 days of receiving everything we asked you for at kickoff.',
      ]),
    ),
    text(
      h2('10. Service level agreement'),
      paragraphs(`
        We target availability of at least **99.9%** per calendar month for the agent runtime that answers
        calls, texts, emails and chats ("Availability"), measured by our monitoring and excluding the
        exclusions below. If Availability falls below that target, you are entitled to a service credit as a
        percentage of that month's subscription fee:
      `),
      list([
        '99.0% to less than 99.9%: 10% credit.',
        '95.0% to less than 99.0%: 25% credit.',
        'Less than 95.0%: 50% credit.',
      ]),
      paragraphs(`
        **Exclusions:** scheduled maintenance announced at least 48 hours in advance (and limited to low-traffic
        hours); outages of telephone carriers, messaging networks or third-party services outside our
        reasonable control; problems caused by your systems, configuration or breach of these terms; and force
        majeure events.

        To claim a credit, email support@kestrel-ai.com within 30 days of the end of the affected month. Credits
        are your sole remedy for unavailability, and total credits in a month will not exceed 50% of that
        month's fee.
      `),
      h3('Support response times'),
      list([
        '**Starter:** email support, first response within one business day.',
        '**Growth:** priority email and chat support, first response within four business hours.',
        '**Scale:** dedicated success manager, with a one-hour response to critical incidents 24/7.',
      ]),
      paragraphs(
        'Business hours are 9 a.m. to 6 p.m. Eastern Time, Monday through Friday, excluding U.S. federal holidays.',
      ),
      h2('11. Your responsibilities'),
      list([
        'Give accurate business information, policies and content for your agents, and keep it up to date.',
        'Obtain any consent required by law to record calls, send text messages or place outbound calls, and honor opt-out and do-not-call requests.',
        'Tell the people your agents talk to that they are interacting with an AI system where the law requires it.',
        'Keep your account credentials secure and tell us promptly about any unauthorized use.',
      ]),
      h2('12. Suspension and termination'),
      paragraphs(`
        Either party may terminate a subscription if the other materially breaches these terms and does not cure
        the breach within 30 days of written notice. We may suspend the Services immediately, with notice, if
        your use violates the law or our acceptable use rules or threatens the security or availability of the
        Services for others. Fees for the period up to termination remain payable.
      `),
      h2('13. Data export and deletion'),
      paragraphs(`
        You own your customer data, including conversation transcripts, call recordings, leads and contacts.
        You can export it at any time during your subscription in CSV or JSON format. After your subscription
        ends, you have 30 days to export your data, and we will help on request. After those 30 days, we delete
        your data from our active systems, and from backups within a further 90 days, unless the law requires us
        to keep it.
      `),
      h2('14. Limitation of liability'),
      paragraphs(`
        Except for your payment obligations, breaches of confidentiality and indemnification obligations, each
        party's total liability arising out of or relating to a subscription will not exceed the fees paid or
        payable by you in the 12 months before the event giving rise to the claim. Neither party is liable for
        indirect, incidental, special or consequential damages, or lost profits, revenue or data.
      `),
      h2('15. Changes and contact'),
      paragraphs(`
        We may update these Subscription Terms with at least 30 days' notice by email; changes apply from your
        next renewal unless you agree otherwise. These terms are governed by the laws of the State of Delaware,
        as set out in our Terms of Service.

        Billing questions: **billing@kestrel-ai.com**. Service and support: support@kestrel-ai.com. Everything
        else: hello@kestrel-ai.com.
      `),
    ),
  ],
)

export const legalPages: Doc[] = [privacy, terms, subscription]
