import { faqEntry } from './faq-entry';

/** Help-centre answers about consultations and programs. */
export const serviceFaq = [
  faqEntry('faq-consultation-cost', 'consultations', 1, {
    en: [
      'Is the first consultation free?',
      'Yes. The first consultation is free and without obligation. We listen to your goals, explain your options and tell you honestly whether we can help.',
    ],
    tr: [
      'İlk danışmanlık görüşmesi ücretsiz mi?',
      'Evet. İlk görüşme ücretsizdir ve hiçbir yükümlülük doğurmaz. Hedeflerinizi dinler, seçeneklerinizi anlatır ve size yardımcı olup olamayacağımızı dürüstçe söyleriz.',
    ],
    es: [
      '¿La primera consulta es gratuita?',
      'Sí. La primera consulta es gratuita y sin compromiso. Escuchamos sus objetivos, le explicamos sus opciones y le decimos con franqueza si podemos ayudarle.',
    ],
    fr: [
      'La première consultation est-elle gratuite ?',
      'Oui. La première consultation est gratuite et sans engagement. Nous écoutons vos objectifs, vous présentons vos options et vous disons honnêtement si nous pouvons vous aider.',
    ],
    zh: [
      '首次咨询是免费的吗？',
      '是的。首次咨询免费且没有任何义务。我们会了解您的目标，说明您的选择，并如实告诉您我们能否提供帮助。',
    ],
    ar: [
      'هل الاستشارة الأولى مجانية؟',
      'نعم. الاستشارة الأولى مجانية ودون أي التزام. نستمع إلى أهدافك ونشرح لك خياراتك ونخبرك بصراحة إن كان بإمكاننا مساعدتك.',
    ],
  }),
  faqEntry('faq-consultation-cancel', 'consultations', 2, {
    en: [
      'Can I move or cancel a session?',
      'Yes, from your dashboard or by contacting us. Please tell us at least 24 hours before the start: cancelling a session less than 24 hours before it starts may incur a fee.',
    ],
    tr: [
      'Bir görüşmeyi erteleyebilir veya iptal edebilir miyim?',
      'Evet, panelinizden ya da bizimle iletişime geçerek. Lütfen başlamadan en az 24 saat önce bildirin: 24 saatten az kala iptal edilen görüşmeler için ücret alınabilir.',
    ],
    es: [
      '¿Puedo cambiar o cancelar una sesión?',
      'Sí, desde su panel o contactándonos. Avísenos al menos 24 horas antes del inicio: cancelar con menos de 24 horas de antelación puede conllevar un cargo.',
    ],
    fr: [
      'Puis-je déplacer ou annuler une séance ?',
      'Oui, depuis votre tableau de bord ou en nous contactant. Prévenez-nous au moins 24 heures avant le début : une annulation moins de 24 heures avant peut entraîner des frais.',
    ],
    zh: [
      '我可以改期或取消会谈吗？',
      '可以，在个人中心操作或联系我们即可。请至少提前 24 小时告知：在开始前不足 24 小时取消可能会产生费用。',
    ],
    ar: [
      'هل يمكنني تغيير موعد جلسة أو إلغاؤها؟',
      'نعم، من لوحة التحكم أو بالتواصل معنا. يُرجى إبلاغنا قبل 24 ساعة على الأقل من الموعد، فقد يترتب على الإلغاء قبل أقل من 24 ساعة رسم.',
    ],
  }),
  faqEntry('faq-consultation-languages', 'consultations', 3, {
    en: [
      'In which languages can I get advice?',
      'Our advisors work in English, Turkish, Spanish, French, Chinese and Arabic. Choose your preferred language when you request a consultation.',
    ],
    tr: [
      'Hangi dillerde danışmanlık alabilirim?',
      'Danışmanlarımız Türkçe, İngilizce, İspanyolca, Fransızca, Çince ve Arapça çalışır. Danışmanlık talep ederken tercih ettiğiniz dili seçin.',
    ],
    es: [
      '¿En qué idiomas puedo recibir asesoramiento?',
      'Nuestros asesores trabajan en español, inglés, turco, francés, chino y árabe. Elija su idioma preferido al solicitar la consulta.',
    ],
    fr: [
      'Dans quelles langues puis-je être conseillé ?',
      'Nos conseillers travaillent en français, anglais, turc, espagnol, chinois et arabe. Choisissez votre langue lorsque vous demandez une consultation.',
    ],
    zh: [
      '我可以使用哪些语言咨询？',
      '我们的顾问可使用中文、英语、土耳其语、西班牙语、法语和阿拉伯语。申请咨询时请选择您偏好的语言。',
    ],
    ar: [
      'بأي اللغات يمكنني الحصول على الاستشارة؟',
      'يعمل مستشارونا بالعربية والإنجليزية والتركية والإسبانية والفرنسية والصينية. اختر لغتك المفضلة عند طلب الاستشارة.',
    ],
  }),
  faqEntry('faq-program-formats', 'programs', 1, {
    en: [
      'What is the difference between on-campus, online and hybrid programs?',
      'On-campus programs are taught in person and usually need a student visa. Online programs are studied fully from home. Hybrid programs combine online study with short periods on campus. Our <a href="/study-options">study options</a> page compares them.',
    ],
    tr: [
      'Kampüste, çevrimiçi ve hibrit programlar arasındaki fark nedir?',
      'Kampüs programları yüz yüze yürütülür ve genellikle öğrenci vizesi gerektirir. Çevrimiçi programlar tamamen evden okunur. Hibrit programlar çevrimiçi eğitimi kampüste geçirilen kısa dönemlerle birleştirir. <a href="/study-options">Eğitim seçenekleri</a> sayfamız bunları karşılaştırır.',
    ],
    es: [
      '¿Qué diferencia hay entre programas presenciales, en línea e híbridos?',
      'Los presenciales se imparten en el campus y suelen requerir visado de estudiante. Los programas en línea se cursan por completo desde casa. Los híbridos combinan estudio en línea con estancias cortas en el campus. Nuestra página de <a href="/study-options">opciones de estudio</a> los compara.',
    ],
    fr: [
      'Quelle différence entre formations sur campus, en ligne et hybrides ?',
      'Les formations sur campus se suivent en présentiel et exigent généralement un visa étudiant. Les formations en ligne se suivent entièrement à distance. Les formations hybrides combinent cours en ligne et courtes périodes sur le campus. Notre page <a href="/study-options">options d’études</a> les compare.',
    ],
    zh: [
      '校园、在线和混合课程有什么区别？',
      '校园课程为面授，通常需要学生签证；在线课程可完全在家学习；混合课程将在线学习与短期到校学习相结合。我们的<a href="/study-options">学习方式</a>页面对三者进行了比较。',
    ],
    ar: [
      'ما الفرق بين البرامج في الحرم الجامعي وعبر الإنترنت والهجينة؟',
      'تُدرَّس برامج الحرم الجامعي حضوريًا وتتطلب عادةً تأشيرة طالب. أما البرامج عبر الإنترنت فتُدرس بالكامل من المنزل، وتجمع البرامج الهجينة بين الدراسة عبر الإنترنت وفترات قصيرة في الحرم. تقارن صفحة <a href="/study-options">خيارات الدراسة</a> بينها.',
    ],
  }),
  faqEntry('faq-program-fees', 'programs', 2, {
    en: [
      'Are the tuition fees on the site final?',
      'They are the fees the institutions publish, converted for comparison. Institutions can change fees and dates, so we confirm the current figures with you before you apply.',
    ],
    tr: [
      'Sitedeki öğrenim ücretleri kesin mi?',
      'Bunlar kurumların yayımladığı ücretlerdir ve karşılaştırma için dönüştürülmüştür. Kurumlar ücretleri ve tarihleri değiştirebilir; bu yüzden başvurmadan önce güncel rakamları sizinle birlikte teyit ederiz.',
    ],
    es: [
      '¿Las tasas de matrícula del sitio son definitivas?',
      'Son las tasas que publican las instituciones, convertidas para compararlas. Las instituciones pueden cambiar tasas y fechas, por eso confirmamos las cifras vigentes con usted antes de solicitar.',
    ],
    fr: [
      'Les frais de scolarité affichés sont-ils définitifs ?',
      'Ce sont les frais publiés par les établissements, convertis pour comparaison. Les établissements peuvent modifier frais et dates : nous confirmons donc avec vous les montants à jour avant toute candidature.',
    ],
    zh: [
      '网站上的学费是最终价格吗？',
      '这些是院校公布的学费，并已换算以便比较。院校可能调整学费和日期，因此我们会在您申请前与您确认最新数额。',
    ],
    ar: [
      'هل الرسوم الدراسية المعروضة على الموقع نهائية؟',
      'هي الرسوم التي تنشرها المؤسسات، محوّلة لتسهيل المقارنة. قد تغيّر المؤسسات الرسوم والمواعيد، لذلك نؤكد معك الأرقام الحالية قبل التقديم.',
    ],
  }),
];
