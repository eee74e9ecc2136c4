import { CONTENT_SLUGS } from '../../../../shared/content/content-item';
import { seedPage } from './seed-item';

/** The terms of service of the website and the consultancy service. */
export const termsOfService = seedPage(CONTENT_SLUGS.terms, 'legal', {
  en: {
    title: 'Terms of service',
    excerpt:
      'The terms for using the StudyAbroad website and our guidance and consultation services.',
    body: `<h2>1. Our service</h2><p>StudyAbroad helps students find study programs abroad and prepare their applications. We give guidance; admission, visas and scholarships are decided by the institutions and authorities concerned, and we cannot guarantee any outcome.</p>
<h2>2. Program information</h2><p>We take care to keep the catalogue accurate, but tuition fees, dates, requirements and places are set by each institution and may change. Always confirm the current details with us or the institution before you pay or sign anything.</p>
<h2>3. Your account and your information</h2><p>Give accurate information and keep your sign-in details to yourself. You are responsible for the documents you upload being genuine. You may close your account at any time; we then delete your data within 30 days of verifying the request, and encrypted backups are overwritten within 90 days.</p>
<h2>4. Consultations and sessions</h2><p>Consultation sessions can be booked, moved or cancelled from your dashboard or by contacting us. <strong>Cancelling a session less than 24 hours before it starts may incur a fee</strong>; we tell you the amount before you book.</p>
<h2>5. Support</h2><p>We aim to answer every support request within <strong>24 hours</strong>. Our office hours are <strong>Monday to Friday, 9:00 to 17:00</strong>; requests received outside them are answered on the next working day.</p>
<h2>6. Acceptable use</h2><p>Do not misuse the website: no automated scraping, no attempts to break its security, no unlawful, false or offensive content in forms or stories. We may suspend accounts that do.</p>
<h2>7. Content and intellectual property</h2><p>The texts, design and software of the website belong to StudyAbroad or its licensors. Success stories you submit are published only with your consent, and you can ask us to remove them at any time.</p>
<h2>8. Liability</h2><p>We are responsible for giving our guidance with due care. We are not liable for decisions of institutions or authorities, or for losses caused by information you gave us that was incomplete or wrong. Nothing in these terms limits rights you have as a consumer under the law of your country.</p>
<h2>9. Changes and governing law</h2><p>We may update these terms; the date at the top of this page shows the current version, and important changes are announced on the website. Personal data is handled as described in our <a href="/legal?tab=privacy">privacy notice</a> and <a href="/legal?tab=gdpr">GDPR and KVKK notice</a>. Questions: use the <a href="/contact">contact form</a>.</p>`,
  },
  tr: {
    title: 'Hizmet koşulları',
    excerpt:
      'StudyAbroad internet sitesinin ve rehberlik ile danışmanlık hizmetlerimizin kullanım koşulları.',
    body: `<h2>1. Hizmetimiz</h2><p>StudyAbroad, öğrencilerin yurt dışında eğitim programları bulmasına ve başvurularını hazırlamasına yardımcı olur. Rehberlik sunarız; kabul, vize ve burs kararlarını ilgili kurumlar ve makamlar verir ve hiçbir sonucu garanti edemeyiz.</p>
<h2>2. Program bilgileri</h2><p>Kataloğu doğru tutmaya özen gösteririz; ancak ücretler, tarihler, koşullar ve kontenjanlar her kurum tarafından belirlenir ve değişebilir. Ödeme yapmadan veya bir şey imzalamadan önce güncel bilgileri mutlaka bizimle ya da kurumla teyit edin.</p>
<h2>3. Hesabınız ve bilgileriniz</h2><p>Doğru bilgi verin ve giriş bilgilerinizi kimseyle paylaşmayın. Yüklediğiniz belgelerin gerçekliğinden siz sorumlusunuz. Hesabınızı dilediğiniz zaman kapatabilirsiniz; talebi doğruladıktan sonra verilerinizi 30 gün içinde sileriz, şifreli yedeklerin üzerine 90 gün içinde yazılır.</p>
<h2>4. Danışmanlık görüşmeleri</h2><p>Görüşmeler panelinizden ya da bizimle iletişime geçerek planlanabilir, ertelenebilir veya iptal edilebilir. <strong>Başlamasına 24 saatten az kala iptal edilen görüşmeler için ücret alınabilir</strong>; tutarı randevudan önce size bildiririz.</p>
<h2>5. Destek</h2><p>Her destek talebini <strong>24 saat</strong> içinde yanıtlamayı hedefleriz. Çalışma saatlerimiz <strong>Pazartesi–Cuma 9:00–17:00</strong>’dir; bu saatler dışında gelen talepler bir sonraki iş günü yanıtlanır.</p>
<h2>6. Kabul edilebilir kullanım</h2><p>Siteyi kötüye kullanmayın: otomatik veri toplama, güvenliği aşma girişimleri, formlarda veya hikâyelerde hukuka aykırı, yanlış ya da saldırgan içerik yasaktır. Bunu yapan hesapları askıya alabiliriz.</p>
<h2>7. İçerik ve fikri mülkiyet</h2><p>Sitenin metinleri, tasarımı ve yazılımı StudyAbroad’a veya lisans verenlerine aittir. Gönderdiğiniz başarı hikâyeleri yalnızca onayınızla yayımlanır ve dilediğiniz zaman kaldırılmasını isteyebilirsiniz.</p>
<h2>8. Sorumluluk</h2><p>Rehberliğimizi gereken özenle sunmaktan sorumluyuz. Kurumların veya makamların kararlarından ya da bize verdiğiniz eksik veya yanlış bilgilerden doğan zararlardan sorumlu değiliz. Bu koşullar, ülkenizin hukukunda tüketici olarak sahip olduğunuz hakları sınırlamaz.</p>
<h2>9. Değişiklikler ve uygulanacak hukuk</h2><p>Bu koşulları güncelleyebiliriz; sayfanın başındaki tarih geçerli sürümü gösterir ve önemli değişiklikler sitede duyurulur. Kişisel veriler <a href="/legal?tab=privacy">gizlilik bildirimimizde</a> ve <a href="/legal?tab=gdpr">KVKK ve GDPR aydınlatma metnimizde</a> açıklandığı şekilde işlenir. Sorularınız için <a href="/contact">iletişim formunu</a> kullanın.</p>`,
  },
  es: {
    title: 'Condiciones del servicio',
    excerpt:
      'Las condiciones de uso del sitio web de StudyAbroad y de nuestros servicios de orientación y consulta.',
    body: `<h2>1. Nuestro servicio</h2><p>StudyAbroad ayuda a los estudiantes a encontrar programas en el extranjero y a preparar sus solicitudes. Ofrecemos orientación; la admisión, los visados y las becas los deciden las instituciones y autoridades correspondientes, y no podemos garantizar ningún resultado.</p>
<h2>2. Información de los programas</h2><p>Cuidamos la exactitud del catálogo, pero las tasas, fechas, requisitos y plazas los fija cada institución y pueden cambiar. Confirme siempre los datos vigentes con nosotros o con la institución antes de pagar o firmar nada.</p>
<h2>3. Su cuenta y su información</h2><p>Facilite información exacta y no comparta sus datos de acceso. Usted responde de la autenticidad de los documentos que sube. Puede cerrar su cuenta cuando quiera; eliminamos sus datos en 30 días tras verificar la solicitud y las copias de seguridad cifradas se sobrescriben en 90 días.</p>
<h2>4. Consultas y sesiones</h2><p>Las sesiones pueden reservarse, cambiarse o cancelarse desde su panel o contactándonos. <strong>Cancelar una sesión con menos de 24 horas de antelación puede conllevar un cargo</strong>; le indicamos el importe antes de reservar.</p>
<h2>5. Soporte</h2><p>Nuestro objetivo es responder a cada solicitud de soporte en <strong>24 horas</strong>. Nuestro horario es de <strong>lunes a viernes, de 9:00 a 17:00</strong>; las solicitudes recibidas fuera de él se responden el siguiente día laborable.</p>
<h2>6. Uso aceptable</h2><p>No haga un uso indebido del sitio: nada de extracción automatizada de datos, intentos de vulnerar su seguridad ni contenidos ilícitos, falsos u ofensivos en formularios o historias. Podemos suspender las cuentas que lo hagan.</p>
<h2>7. Contenidos y propiedad intelectual</h2><p>Los textos, el diseño y el software del sitio pertenecen a StudyAbroad o a sus licenciantes. Las historias de éxito que envíe solo se publican con su consentimiento y puede pedirnos retirarlas en cualquier momento.</p>
<h2>8. Responsabilidad</h2><p>Respondemos de prestar nuestra orientación con la diligencia debida. No respondemos de las decisiones de instituciones o autoridades ni de los perjuicios causados por información incompleta o errónea que nos haya dado. Nada en estas condiciones limita sus derechos como consumidor según la ley de su país.</p>
<h2>9. Cambios y ley aplicable</h2><p>Podemos actualizar estas condiciones; la fecha al inicio de esta página indica la versión vigente y los cambios importantes se anuncian en el sitio. Los datos personales se tratan según nuestro <a href="/legal?tab=privacy">aviso de privacidad</a> y nuestro <a href="/legal?tab=gdpr">aviso RGPD y KVKK</a>. Para cualquier pregunta, use el <a href="/contact">formulario de contacto</a>.</p>`,
  },
  fr: {
    title: 'Conditions d’utilisation',
    excerpt:
      'Les conditions d’utilisation du site StudyAbroad et de nos services d’orientation et de consultation.',
    body: `<h2>1. Notre service</h2><p>StudyAbroad aide les étudiants à trouver des formations à l’étranger et à préparer leurs candidatures. Nous conseillons ; l’admission, les visas et les bourses relèvent des établissements et autorités concernés, et nous ne pouvons garantir aucun résultat.</p>
<h2>2. Informations sur les programmes</h2><p>Nous veillons à l’exactitude du catalogue, mais les frais, dates, conditions et places sont fixés par chaque établissement et peuvent changer. Confirmez toujours les informations à jour avec nous ou l’établissement avant de payer ou de signer quoi que ce soit.</p>
<h2>3. Votre compte et vos informations</h2><p>Fournissez des informations exactes et gardez vos identifiants pour vous. Vous êtes responsable de l’authenticité des documents que vous déposez. Vous pouvez fermer votre compte à tout moment ; nous supprimons alors vos données dans les 30 jours suivant la vérification de la demande, et les sauvegardes chiffrées sont écrasées sous 90 jours.</p>
<h2>4. Consultations et séances</h2><p>Les séances peuvent être réservées, déplacées ou annulées depuis votre tableau de bord ou en nous contactant. <strong>L’annulation d’une séance moins de 24 heures avant son début peut entraîner des frais</strong> ; nous vous en indiquons le montant avant la réservation.</p>
<h2>5. Assistance</h2><p>Nous nous efforçons de répondre à chaque demande d’assistance sous <strong>24 heures</strong>. Nos horaires sont <strong>du lundi au vendredi, de 9 h 00 à 17 h 00</strong> ; les demandes reçues en dehors sont traitées le jour ouvré suivant.</p>
<h2>6. Utilisation acceptable</h2><p>N’utilisez pas le site de manière abusive : pas d’extraction automatisée, pas de tentative de contourner sa sécurité, pas de contenu illicite, faux ou offensant dans les formulaires ou témoignages. Nous pouvons suspendre les comptes concernés.</p>
<h2>7. Contenus et propriété intellectuelle</h2><p>Les textes, le design et le logiciel du site appartiennent à StudyAbroad ou à ses concédants. Les témoignages que vous envoyez ne sont publiés qu’avec votre accord et vous pouvez en demander le retrait à tout moment.</p>
<h2>8. Responsabilité</h2><p>Nous sommes tenus de vous conseiller avec diligence. Nous ne sommes pas responsables des décisions des établissements ou des autorités, ni des préjudices dus à des informations incomplètes ou inexactes que vous nous avez fournies. Ces conditions ne limitent pas les droits que vous tirez du droit de la consommation de votre pays.</p>
<h2>9. Modifications et droit applicable</h2><p>Nous pouvons mettre à jour ces conditions ; la date en haut de cette page indique la version en vigueur et les changements importants sont annoncés sur le site. Les données personnelles sont traitées comme décrit dans notre <a href="/legal?tab=privacy">politique de confidentialité</a> et notre <a href="/legal?tab=gdpr">notice RGPD et KVKK</a>. Pour toute question, utilisez le <a href="/contact">formulaire de contact</a>.</p>`,
  },
  zh: {
    title: '服务条款',
    excerpt: '使用 StudyAbroad 网站以及我们的留学指导和咨询服务的条款。',
    body: `<h2>1. 我们的服务</h2><p>StudyAbroad 帮助学生寻找海外课程并准备申请。我们提供指导；录取、签证和奖学金由相关院校和机构决定，我们无法保证任何结果。</p>
<h2>2. 课程信息</h2><p>我们努力保持课程目录的准确性，但学费、日期、要求和名额由各院校确定，可能发生变化。在付款或签署任何文件之前，请务必与我们或院校确认最新信息。</p>
<h2>3. 您的账户与信息</h2><p>请提供准确的信息，并妥善保管您的登录凭据。您须对所上传文件的真实性负责。您可以随时注销账户；核实请求后，我们会在 30 天内删除您的数据，加密备份将在 90 天内被覆盖。</p>
<h2>4. 咨询与会谈</h2><p>您可以在个人中心或联系我们预约、改期或取消咨询会谈。<strong>在会谈开始前不足 24 小时取消，可能会产生费用</strong>；我们会在您预约前告知具体金额。</p>
<h2>5. 支持</h2><p>我们力争在 <strong>24 小时</strong>内答复每一个支持请求。我们的办公时间为<strong>周一至周五 9:00–17:00</strong>；非办公时间收到的请求将在下一个工作日答复。</p>
<h2>6. 合理使用</h2><p>请勿滥用本网站：禁止自动抓取、试图破坏安全机制，以及在表单或故事中提交违法、虚假或冒犯性内容。我们可能暂停违规账户。</p>
<h2>7. 内容与知识产权</h2><p>网站的文字、设计和软件归 StudyAbroad 或其许可方所有。您提交的成功故事仅在您同意后发布，您可随时要求我们删除。</p>
<h2>8. 责任</h2><p>我们负责以应有的谨慎提供指导。对于院校或机构的决定，以及因您提供的信息不完整或不准确而造成的损失，我们不承担责任。本条款不限制您依据所在国家法律享有的消费者权利。</p>
<h2>9. 变更与适用法律</h2><p>我们可能更新本条款；本页顶部的日期表示当前版本，重要变更将在网站上公告。个人数据按照我们的<a href="/legal?tab=privacy">隐私声明</a>和<a href="/legal?tab=gdpr">GDPR 与 KVKK 信息告知</a>处理。如有疑问，请使用<a href="/contact">联系表单</a>。</p>`,
  },
  ar: {
    title: 'شروط الخدمة',
    excerpt: 'شروط استخدام موقع StudyAbroad وخدمات الإرشاد والاستشارة التي نقدّمها.',
    body: `<h2>1. خدمتنا</h2><p>تساعد StudyAbroad الطلاب على إيجاد برامج دراسية في الخارج وتحضير طلبات الالتحاق. نحن نقدّم الإرشاد؛ أما القبول والتأشيرات والمنح فتقررها المؤسسات والجهات المعنية، ولا يمكننا ضمان أي نتيجة.</p>
<h2>2. معلومات البرامج</h2><p>نحرص على دقة الكتالوج، لكن الرسوم والمواعيد والشروط والمقاعد تحددها كل مؤسسة وقد تتغير. تأكّد دائمًا من التفاصيل الحالية معنا أو مع المؤسسة قبل أن تدفع أو توقّع أي شيء.</p>
<h2>3. حسابك ومعلوماتك</h2><p>قدّم معلومات صحيحة واحتفظ ببيانات الدخول لنفسك. أنت مسؤول عن صحة المستندات التي ترفعها. يمكنك إغلاق حسابك في أي وقت، فنحذف بياناتك خلال 30 يومًا من التحقق من الطلب، وتُستبدل النسخ الاحتياطية المشفّرة خلال 90 يومًا.</p>
<h2>4. الاستشارات والجلسات</h2><p>يمكن حجز الجلسات أو تغيير موعدها أو إلغاؤها من لوحة التحكم أو بالتواصل معنا. <strong>قد يترتب على إلغاء الجلسة قبل أقل من 24 ساعة من موعدها رسم</strong>، ونخبرك بقيمته قبل الحجز.</p>
<h2>5. الدعم</h2><p>نسعى للرد على كل طلب دعم خلال <strong>24 ساعة</strong>. ساعات عملنا <strong>من الاثنين إلى الجمعة، من 9:00 إلى 17:00</strong>، ويُرد على الطلبات الواردة خارجها في يوم العمل التالي.</p>
<h2>6. الاستخدام المقبول</h2><p>لا تسئ استخدام الموقع: يُمنع الجمع الآلي للبيانات، ومحاولات اختراق أمانه، وأي محتوى غير قانوني أو كاذب أو مسيء في النماذج أو القصص. يجوز لنا تعليق الحسابات المخالفة.</p>
<h2>7. المحتوى والملكية الفكرية</h2><p>نصوص الموقع وتصميمه وبرمجياته مملوكة لـ StudyAbroad أو للجهات المرخِّصة لها. لا تُنشر قصص النجاح التي ترسلها إلا بموافقتك، ويمكنك طلب إزالتها في أي وقت.</p>
<h2>8. المسؤولية</h2><p>نحن مسؤولون عن تقديم إرشادنا بالعناية الواجبة. ولسنا مسؤولين عن قرارات المؤسسات أو الجهات الرسمية، ولا عن الأضرار الناتجة عن معلومات ناقصة أو خاطئة قدّمتها لنا. لا يحدّ شيء في هذه الشروط من حقوقك كمستهلك بموجب قانون بلدك.</p>
<h2>9. التعديلات والقانون المطبّق</h2><p>قد نحدّث هذه الشروط؛ ويشير التاريخ أعلى هذه الصفحة إلى النسخة السارية، ونعلن التغييرات المهمة على الموقع. تُعالج البيانات الشخصية كما هو موضح في <a href="/legal?tab=privacy">إشعار الخصوصية</a> و<a href="/legal?tab=gdpr">إشعار GDPR وKVKK</a>. للاستفسارات استخدم <a href="/contact">نموذج التواصل</a>.</p>`,
  },
});
