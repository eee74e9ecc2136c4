import { faqEntry } from './faq-entry';

/** Help-centre answers about applications, accounts and personal data. */
export const accountFaq = [
  faqEntry('faq-application-guarantee', 'applications', 1, {
    en: [
      'Can you guarantee my admission?',
      'No one honestly can: admission, visas and scholarships are decided by the institutions and authorities. We help you choose programs that match your profile and prepare an application that shows you at your best.',
    ],
    tr: [
      'Kabulümü garanti edebilir misiniz?',
      'Bunu dürüstçe kimse yapamaz: kabul, vize ve burs kararlarını kurumlar ve makamlar verir. Profilinize uyan programları seçmenize ve sizi en iyi şekilde yansıtan bir başvuru hazırlamanıza yardımcı oluruz.',
    ],
    es: [
      '¿Pueden garantizar mi admisión?',
      'Nadie puede hacerlo con honestidad: la admisión, los visados y las becas los deciden instituciones y autoridades. Le ayudamos a elegir programas acordes con su perfil y a preparar una solicitud que muestre lo mejor de usted.',
    ],
    fr: [
      'Pouvez-vous garantir mon admission ?',
      'Personne ne le peut honnêtement : l’admission, les visas et les bourses relèvent des établissements et des autorités. Nous vous aidons à choisir des formations adaptées à votre profil et à préparer un dossier qui vous met en valeur.',
    ],
    zh: [
      '你们能保证我被录取吗？',
      '没有人能如实作出这种保证：录取、签证和奖学金由院校和相关机构决定。我们会帮助您选择与您背景相符的课程，并准备一份能充分展现您的申请。',
    ],
    ar: [
      'هل يمكنكم ضمان قبولي؟',
      'لا أحد يستطيع ذلك بصدق: فالقبول والتأشيرات والمنح تقررها المؤسسات والجهات الرسمية. نساعدك على اختيار برامج تناسب ملفك وتحضير طلب يُظهر أفضل ما لديك.',
    ],
  }),
  faqEntry('faq-application-documents', 'applications', 2, {
    en: [
      'Which documents will I need?',
      'Usually a passport, transcripts and diplomas, a language test result, a CV and a motivation letter; some programs ask for references or a portfolio. Each program page lists its own requirements.',
    ],
    tr: [
      'Hangi belgelere ihtiyacım olacak?',
      'Genellikle pasaport, transkript ve diplomalar, dil sınavı sonucu, özgeçmiş ve niyet mektubu; bazı programlar referans mektubu veya portfolyo ister. Her program sayfası kendi koşullarını listeler.',
    ],
    es: [
      '¿Qué documentos necesitaré?',
      'Normalmente pasaporte, expedientes y títulos, un resultado de examen de idiomas, un currículum y una carta de motivación; algunos programas piden referencias o un portafolio. Cada programa indica sus propios requisitos.',
    ],
    fr: [
      'De quels documents aurai-je besoin ?',
      'En général un passeport, les relevés de notes et diplômes, un résultat de test de langue, un CV et une lettre de motivation ; certaines formations demandent des recommandations ou un portfolio. Chaque fiche de formation précise ses exigences.',
    ],
    zh: [
      '我需要准备哪些材料？',
      '通常包括护照、成绩单和毕业证书、语言考试成绩、简历和个人陈述；部分课程还要求推荐信或作品集。每个课程页面都列出了具体要求。',
    ],
    ar: [
      'ما المستندات التي سأحتاجها؟',
      'عادةً جواز السفر وكشوف الدرجات والشهادات ونتيجة اختبار اللغة والسيرة الذاتية وخطاب الدافع، وتطلب بعض البرامج خطابات توصية أو ملف أعمال. تذكر صفحة كل برنامج متطلباته الخاصة.',
    ],
  }),
  faqEntry('faq-support-hours', 'account', 1, {
    en: [
      'How quickly do you answer?',
      'We aim to answer every request within 24 hours. Our office hours are Monday to Friday, 9:00 to 17:00; messages sent outside them are answered on the next working day.',
    ],
    tr: [
      'Ne kadar hızlı yanıt veriyorsunuz?',
      'Her talebi 24 saat içinde yanıtlamayı hedefleriz. Çalışma saatlerimiz Pazartesi–Cuma 9:00–17:00’dir; bu saatler dışında gönderilen mesajlar bir sonraki iş günü yanıtlanır.',
    ],
    es: [
      '¿Con qué rapidez responden?',
      'Nuestro objetivo es responder a cada solicitud en 24 horas. Nuestro horario es de lunes a viernes, de 9:00 a 17:00; los mensajes enviados fuera de él se responden el siguiente día laborable.',
    ],
    fr: [
      'Sous quel délai répondez-vous ?',
      'Nous visons une réponse sous 24 heures. Nos horaires sont du lundi au vendredi, de 9 h 00 à 17 h 00 ; les messages reçus en dehors sont traités le jour ouvré suivant.',
    ],
    zh: [
      '你们多久回复？',
      '我们力争在 24 小时内答复每个请求。办公时间为周一至周五 9:00–17:00，非办公时间发送的消息将在下一个工作日答复。',
    ],
    ar: [
      'ما سرعة ردكم؟',
      'نسعى للرد على كل طلب خلال 24 ساعة. ساعات عملنا من الاثنين إلى الجمعة من 9:00 إلى 17:00، ويُرد على الرسائل المرسلة خارجها في يوم العمل التالي.',
    ],
  }),
  faqEntry('faq-account-needed', 'account', 2, {
    en: [
      'Do I need an account?',
      'No. You can browse programs and request a consultation without one. An account lets you save favorites, follow your applications and message your advisor.',
    ],
    tr: [
      'Hesap açmam gerekiyor mu?',
      'Hayır. Programlara göz atabilir ve hesap olmadan danışmanlık talep edebilirsiniz. Hesap; favorileri kaydetmenizi, başvurularınızı takip etmenizi ve danışmanınıza mesaj göndermenizi sağlar.',
    ],
    es: [
      '¿Necesito una cuenta?',
      'No. Puede explorar programas y solicitar una consulta sin ella. Con una cuenta puede guardar favoritos, seguir sus solicitudes y escribir a su asesor.',
    ],
    fr: [
      'Ai-je besoin d’un compte ?',
      'Non. Vous pouvez consulter les formations et demander une consultation sans compte. Un compte vous permet d’enregistrer des favoris, de suivre vos candidatures et d’écrire à votre conseiller.',
    ],
    zh: [
      '我需要注册账户吗？',
      '不需要。无需账户即可浏览课程并申请咨询。注册账户后，您可以收藏课程、跟踪申请进度并与顾问沟通。',
    ],
    ar: [
      'هل أحتاج إلى حساب؟',
      'لا. يمكنك تصفح البرامج وطلب استشارة دون حساب. ويتيح لك الحساب حفظ المفضلة ومتابعة طلباتك ومراسلة مستشارك.',
    ],
  }),
  faqEntry('faq-privacy-deletion', 'privacy', 1, {
    en: [
      'How do I get my data deleted?',
      'Ask through the <a href="/contact">contact form</a> or in your account settings. We delete your data within 30 days of verifying the request; encrypted backups are overwritten within 90 days.',
    ],
    tr: [
      'Verilerimi nasıl sildirebilirim?',
      '<a href="/contact">İletişim formu</a> üzerinden ya da hesap ayarlarınızdan talep edin. Talebi doğruladıktan sonra verilerinizi 30 gün içinde sileriz; şifreli yedeklerin üzerine 90 gün içinde yazılır.',
    ],
    es: [
      '¿Cómo solicito la eliminación de mis datos?',
      'Pídalo mediante el <a href="/contact">formulario de contacto</a> o en la configuración de su cuenta. Eliminamos sus datos en 30 días tras verificar la solicitud; las copias de seguridad cifradas se sobrescriben en 90 días.',
    ],
    fr: [
      'Comment faire supprimer mes données ?',
      'Faites-en la demande via le <a href="/contact">formulaire de contact</a> ou dans les paramètres de votre compte. Nous supprimons vos données sous 30 jours après vérification ; les sauvegardes chiffrées sont écrasées sous 90 jours.',
    ],
    zh: [
      '如何删除我的数据？',
      '请通过<a href="/contact">联系表单</a>或账户设置提出请求。核实后我们会在 30 天内删除您的数据，加密备份将在 90 天内被覆盖。',
    ],
    ar: [
      'كيف أطلب حذف بياناتي؟',
      'اطلب ذلك عبر <a href="/contact">نموذج التواصل</a> أو من إعدادات حسابك. نحذف بياناتك خلال 30 يومًا من التحقق من الطلب، وتُستبدل النسخ الاحتياطية المشفّرة خلال 90 يومًا.',
    ],
  }),
];
