/**
 * The privacy notice (DPDP Act 2023, s. 5; DPDP Rules 2025, rule 3) in English and Hindi, as data:
 * `/privacy-notice` and `/hi/privacy-notice` render it, and every consent row records
 * PRIVACY_NOTICE_VERSION. Change the text, change the version (ADR 055). The figures come from the
 * server's retention settings and the grievance officer's details from Settings, never restated.
 */

/** The version every consent is recorded under; also the date the notice took effect. */
export const PRIVACY_NOTICE_VERSION = "2026-11-28";

/** How long a rights request may take at most (DPDP Rules 2025, rule 14(3): ninety days). */
export const RIGHTS_REQUEST_DAYS = 90;

export type NoticeLanguage = "en" | "hi";

export const noticePaths: Record<NoticeLanguage, string> = {
  en: "/privacy-notice",
  hi: "/hi/privacy-notice",
};

/** What the notice states that is not fixed text. */
type NoticeFacts = {
  legalName: string;
  address: string;
  email: string;
  phone: string;
  enquiryMonths: number;
  emailDays: number;
  travellerIdDays: number;
  officer: { name: string; designation: string; email: string; phone: string };
};

type NoticeSection = { heading: string; paragraphs?: string[]; points?: string[] };

type NoticeText = {
  title: string;
  intro: string;
  versionLine: string;
  otherLanguage: { label: string; lang: NoticeLanguage };
  sections: NoticeSection[];
  requestLink: string;
  grievanceLink: string;
};

function english(f: NoticeFacts): NoticeText {
  return {
    title: "Privacy notice",
    intro: `What ${f.legalName} collects about you, why, how long we keep it, and how you take back your consent or use your rights.`,
    versionLine: `Version ${PRIVACY_NOTICE_VERSION}. Every consent you give on this site is recorded with this version.`,
    otherLanguage: { label: "यह सूचना हिन्दी में पढ़ें", lang: "hi" },
    sections: [
      {
        heading: "Who we are",
        paragraphs: [
          `${f.legalName}, ${f.address} ("we") decides how the personal data you give on this website, by phone, email or WhatsApp is used: we are its Data Fiduciary under India's Digital Personal Data Protection Act 2023. Write to ${f.email} or call ${f.phone}.`,
        ],
      },
      {
        heading: "What we collect, and for what",
        points: [
          "Enquiries (the contact form, the “Plan Your Dream Vacation” popup and the chat assistant): your name, phone number, email address, destination and message, to answer you and plan your trip.",
          "Bookings, waitlist places and accepted quotes: the name, email and phone of the person booking, the travel date, the number of travellers and any special requests, and, when you give them, your address, GSTIN and PAN, to run the trip and to issue the tax invoices and receipts the law requires.",
          "Travellers' details: each traveller's name, age, and where a permit or hotel needs it an ID number, kept encrypted and shown masked to our staff. A child's details (under 18) are entered only by the parent or guardian who booked, who confirms it; that confirmation is their consent.",
          "Gear orders: your name, email, delivery address and what you ordered, to deliver it.",
          "Newsletter and offers: your email address, to send you offers. This is a separate consent from any booking or enquiry: you can book without it, and stop it at any time.",
          "Payments: the amount, date and reference of what you paid. We never ask for card numbers, expiry dates or CVCs.",
        ],
      },
      {
        heading: "Who sees it",
        paragraphs: [
          "Our staff, and the hotels, drivers, guides and permit offices who need your details to serve you on your trip. Our email provider carries the emails we send you. We never sell your data or use it for anything you have not agreed to.",
        ],
      },
      {
        heading: "How long we keep it",
        points: [
          `An enquiry that never became a booking: deleted ${f.enquiryMonths} months after you sent it.`,
          `The text of the emails we send you: deleted ${f.emailDays} days after sending (the subject and date stay).`,
          `Travellers' ID numbers and permit files: deleted ${f.travellerIdDays} days after the trip's return date.`,
          "A newsletter signup: until you unsubscribe.",
          "Bookings, payments, invoices and gear orders: as long as tax and accounting law requires; after an erasure they stay without your name, email, phone, address or messages.",
        ],
      },
      {
        heading: "Your consent, and how to withdraw it",
        paragraphs: [
          "Each form records your consent when you send it: its purpose, the form, the time and this notice's version. Withdrawing is as easy as giving it: every offers email has an “Unsubscribe” link (one click, and a button in most mail apps), or write to us. For a booking, withdrawing consent means cancelling it under our terms. What we did before you withdrew stays lawful.",
        ],
      },
      {
        heading: "Your rights",
        points: [
          "See a summary of the data we hold about you and whom we shared it with.",
          "Have it corrected, completed or updated.",
          "Have it erased when it is no longer needed for the purpose you gave it for (what the law makes us keep stays, without what identifies you).",
          "Have a complaint about it heard by our grievance officer, and then by the Data Protection Board of India.",
          "Name someone to use these rights for you if you die or cannot use them yourself.",
        ],
        paragraphs: [
          `Ask on our rights request form: we email you a link to confirm the address is yours, then answer within ${RIGHTS_REQUEST_DAYS} days at most.`,
        ],
      },
      {
        heading: "Grievance officer",
        paragraphs: [
          `${f.officer.name}, ${f.officer.designation}: ${f.officer.email}, ${f.officer.phone}. Complaints about your data, a booking or an order are acknowledged at once and resolved within one month.`,
        ],
      },
      {
        heading: "If your data is breached",
        paragraphs: [
          "We tell you without delay what happened, what it may mean for you and what you can do, and we report it to the Data Protection Board of India.",
        ],
      },
    ],
    requestLink: "Make a rights request",
    grievanceLink: "Contact the grievance officer",
  };
}

function hindi(f: NoticeFacts): NoticeText {
  return {
    title: "गोपनीयता सूचना",
    intro: `${f.legalName} आपके बारे में कौन-सी जानकारी लेता है, क्यों लेता है, कितने समय तक रखता है, और आप अपनी सहमति कैसे वापस ले सकते हैं या अपने अधिकारों का उपयोग कैसे कर सकते हैं।`,
    versionLine: `संस्करण ${PRIVACY_NOTICE_VERSION}। इस वेबसाइट पर आप जो भी सहमति देते हैं, वह इसी संस्करण के साथ दर्ज होती है।`,
    otherLanguage: { label: "Read this notice in English", lang: "en" },
    sections: [
      {
        heading: "हम कौन हैं",
        paragraphs: [
          `${f.legalName}, ${f.address} ("हम") तय करता है कि आप इस वेबसाइट पर, फ़ोन, ईमेल या व्हाट्सऐप से जो निजी जानकारी देते हैं, उसका उपयोग कैसे हो। डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम 2023 के तहत हम उसके डेटा फ़िड्यूशियरी हैं। हमें ${f.email} पर लिखें या ${f.phone} पर फ़ोन करें।`,
        ],
      },
      {
        heading: "हम क्या लेते हैं, और किसलिए",
        points: [
          "पूछताछ (संपर्क फ़ॉर्म, “Plan Your Dream Vacation” पॉपअप और चैट सहायक): आपका नाम, फ़ोन नंबर, ईमेल, गंतव्य और संदेश, ताकि हम आपको जवाब दे सकें और आपकी यात्रा की योजना बना सकें।",
          "बुकिंग, प्रतीक्षा-सूची और स्वीकार किए गए कोटेशन: बुक करने वाले का नाम, ईमेल और फ़ोन, यात्रा की तारीख़, यात्रियों की संख्या और कोई विशेष अनुरोध; और आप दें तो आपका पता, GSTIN और PAN, ताकि यात्रा चलाई जा सके और क़ानून के मुताबिक़ टैक्स इनवॉइस और रसीदें जारी हों।",
          "यात्रियों का विवरण: हर यात्री का नाम, उम्र, और जहाँ परमिट या होटल को ज़रूरत हो वहाँ पहचान-पत्र का नंबर, जो एन्क्रिप्ट करके रखा जाता है और हमारे कर्मचारियों को छिपा हुआ दिखता है। 18 साल से कम उम्र के बच्चे का विवरण केवल बुक करने वाले माता-पिता या अभिभावक ही भरते हैं और इसकी पुष्टि करते हैं; यही पुष्टि उनकी सहमति है।",
          "गियर ऑर्डर: आपका नाम, ईमेल, डिलीवरी का पता और आपने क्या मँगाया, ताकि सामान आप तक पहुँचे।",
          "न्यूज़लेटर और ऑफ़र: आपका ईमेल, ताकि हम आपको ऑफ़र भेज सकें। यह किसी भी बुकिंग या पूछताछ से अलग सहमति है: इसके बिना भी आप बुक कर सकते हैं, और इसे कभी भी बंद कर सकते हैं।",
          "भुगतान: आपने कितना, कब और किस रेफ़रेंस से चुकाया। हम कभी कार्ड नंबर, एक्सपायरी या CVC नहीं माँगते।",
        ],
      },
      {
        heading: "यह जानकारी कौन देखता है",
        paragraphs: [
          "हमारे कर्मचारी, और वे होटल, ड्राइवर, गाइड और परमिट दफ़्तर जिन्हें यात्रा में आपकी सेवा के लिए इसकी ज़रूरत होती है। हमारे ईमेल आपको हमारी ईमेल सेवा के ज़रिए पहुँचते हैं। हम आपकी जानकारी कभी नहीं बेचते, और जिस काम के लिए आपने सहमति नहीं दी उसमें इसका उपयोग नहीं करते।",
        ],
      },
      {
        heading: "हम इसे कितने समय तक रखते हैं",
        points: [
          `जो पूछताछ बुकिंग में नहीं बदली: भेजने के ${f.enquiryMonths} महीने बाद मिटा दी जाती है।`,
          `हमारे भेजे ईमेल का मूल पाठ: भेजने के ${f.emailDays} दिन बाद मिटा दिया जाता है (विषय और तारीख़ रहती है)।`,
          `यात्रियों के पहचान-पत्र नंबर और परमिट की फ़ाइलें: यात्रा से लौटने की तारीख़ के ${f.travellerIdDays} दिन बाद मिटा दी जाती हैं।`,
          "न्यूज़लेटर की सदस्यता: जब तक आप उसे बंद न करें।",
          "बुकिंग, भुगतान, इनवॉइस और गियर ऑर्डर: जब तक टैक्स और लेखा क़ानून माँगे; मिटाने का अनुरोध पूरा होने के बाद ये आपके नाम, ईमेल, फ़ोन, पते या संदेशों के बिना रहते हैं।",
        ],
      },
      {
        heading: "आपकी सहमति, और उसे वापस लेना",
        paragraphs: [
          "हर फ़ॉर्म भेजते समय आपकी सहमति दर्ज होती है: उसका उद्देश्य, कौन-सा फ़ॉर्म, समय और इस सूचना का संस्करण। सहमति वापस लेना उतना ही आसान है जितना देना: ऑफ़र वाले हर ईमेल में “Unsubscribe” लिंक होता है (एक क्लिक, और ज़्यादातर मेल ऐप में एक बटन), या हमें लिखें। बुकिंग के लिए सहमति वापस लेने का अर्थ है हमारी शर्तों के अनुसार बुकिंग रद्द करना। सहमति वापस लेने से पहले जो काम हुआ, वह वैध रहता है।",
        ],
      },
      {
        heading: "आपके अधिकार",
        points: [
          "हमारे पास आपकी जो जानकारी है उसका सारांश, और हमने उसे किसके साथ साझा किया, यह जानना।",
          "उसे सुधरवाना, पूरा करवाना या अद्यतन करवाना।",
          "जिस उद्देश्य के लिए दी थी उसकी ज़रूरत ख़त्म होने पर उसे मिटवाना (जो क़ानून हमें रखने को कहता है, वह आपकी पहचान के बिना रहता है)।",
          "इस बारे में शिकायत पहले हमारे शिकायत अधिकारी से, फिर भारतीय डेटा संरक्षण बोर्ड से सुनवाना।",
          "किसी व्यक्ति को नामित करना, जो आपकी मृत्यु या असमर्थता की स्थिति में आपकी ओर से इन अधिकारों का उपयोग करे।",
        ],
        paragraphs: [
          `इनके लिए हमारे अधिकार-अनुरोध फ़ॉर्म पर लिखें: हम आपको एक लिंक ईमेल करते हैं ताकि पुष्टि हो कि ईमेल आपका है, फिर ज़्यादा से ज़्यादा ${RIGHTS_REQUEST_DAYS} दिनों में जवाब देते हैं।`,
        ],
      },
      {
        heading: "शिकायत अधिकारी",
        paragraphs: [
          `${f.officer.name}, ${f.officer.designation}: ${f.officer.email}, ${f.officer.phone}। आपकी जानकारी, किसी बुकिंग या ऑर्डर के बारे में शिकायत की पावती तुरंत दी जाती है और एक महीने के भीतर उसका निपटारा होता है।`,
        ],
      },
      {
        heading: "अगर आपकी जानकारी में सेंध लगे",
        paragraphs: [
          "हम बिना देर किए आपको बताते हैं कि क्या हुआ, आप पर इसका क्या असर हो सकता है और आप क्या कर सकते हैं, और भारतीय डेटा संरक्षण बोर्ड को इसकी सूचना देते हैं।",
        ],
      },
    ],
    requestLink: "अधिकार-अनुरोध भेजें (अंग्रेज़ी फ़ॉर्म)",
    grievanceLink: "शिकायत अधिकारी से संपर्क करें (अंग्रेज़ी फ़ॉर्म)",
  };
}

export function privacyNoticeText(language: NoticeLanguage, facts: NoticeFacts): NoticeText {
  return language === "hi" ? hindi(facts) : english(facts);
}
