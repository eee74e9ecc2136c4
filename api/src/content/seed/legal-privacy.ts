import { CONTENT_SLUGS } from '../../../../shared/content/content-item';
import { seedPage } from './seed-item';

/** The privacy notice: what the site and the apps store, and the visitor's choices. */
export const privacyNotice = seedPage(CONTENT_SLUGS.privacy, 'legal', {
  en: {
    title: 'Privacy notice',
    excerpt:
      'What we collect when you use StudyAbroad, how we protect it and the choices you have.',
    body: `<h2>What we collect</h2><p>Only what you give us and what the service needs to work: the details you type into the consultation, guide, contact, newsletter and success-story forms; your account profile if you sign in; and technical data such as your browser type and the pages you request, kept in security logs.</p>
<h2>On your device</h2><p>The website works offline. To do so it stores the program catalogue, your display preferences (language, theme, currency, time zone) and any form you sent while offline on your own device, until it can be delivered. You can clear this at any time in your browser settings.</p>
<h2>How we use it</h2><p>To answer your requests, to give you personal guidance, to prepare applications you ask for, to send the newsletter you subscribed to, and to keep the service secure. We never use your data for automated decisions that affect you, and we never sell it.</p>
<h2>How we protect it</h2><p>Connections are encrypted, access is limited to staff who need it, and every access to personal data is logged. Forms are protected against automated abuse by a privacy-friendly check that does not track you.</p>
<h2>Deletion</h2><p>You can ask us to delete your data at any time through the <a href="/contact">contact form</a> or, if you have an account, in your settings. We delete it within <strong>30 days</strong> of verifying the request; encrypted backups are overwritten within <strong>90 days</strong>.</p>
<h2>More detail</h2><p>The legal bases, recipients, international transfers and your rights under the GDPR and KVKK are set out in our <a href="/legal?tab=gdpr">GDPR and KVKK notice</a>; cookies are explained in the <a href="/legal?tab=cookies">cookie notice</a>.</p>`,
  },
  tr: {
    title: 'Gizlilik bildirimi',
    excerpt:
      'StudyAbroad’u kullandığınızda hangi verileri topladığımız, bunları nasıl koruduğumuz ve sahip olduğunuz seçenekler.',
    body: `<h2>Ne topluyoruz</h2><p>Yalnızca bize verdiğiniz ve hizmetin çalışması için gereken bilgileri: danışmanlık, rehber, iletişim, bülten ve başarı hikâyesi formlarına yazdıklarınız; giriş yaparsanız hesap profiliniz; tarayıcı türü ve istediğiniz sayfalar gibi güvenlik kayıtlarında tutulan teknik veriler.</p>
<h2>Cihazınızda</h2><p>Site çevrimdışı da çalışır. Bunun için program kataloğunu, görünüm tercihlerinizi (dil, tema, para birimi, saat dilimi) ve çevrimdışıyken gönderdiğiniz formları iletilene kadar kendi cihazınızda saklar. Bunları tarayıcı ayarlarınızdan dilediğiniz zaman silebilirsiniz.</p>
<h2>Nasıl kullanıyoruz</h2><p>Taleplerinizi yanıtlamak, size kişisel rehberlik sunmak, istediğiniz başvuruları hazırlamak, abone olduğunuz bülteni göndermek ve hizmeti güvende tutmak için. Verilerinizi sizi etkileyen otomatik kararlar için kullanmaz ve asla satmayız.</p>
<h2>Nasıl koruyoruz</h2><p>Bağlantılar şifrelidir, erişim yalnızca ihtiyacı olan çalışanlarla sınırlıdır ve kişisel verilere her erişim kayıt altına alınır. Formlar, sizi izlemeyen gizlilik dostu bir doğrulamayla otomatik kötüye kullanıma karşı korunur.</p>
<h2>Silme</h2><p>Verilerinizin silinmesini dilediğiniz zaman <a href="/contact">iletişim formu</a> üzerinden ya da hesabınız varsa ayarlarınızdan isteyebilirsiniz. Talebi doğruladıktan sonra <strong>30 gün</strong> içinde sileriz; şifreli yedeklerin üzerine <strong>90 gün</strong> içinde yazılır.</p>
<h2>Ayrıntılar</h2><p>Hukuki sebepler, alıcılar, yurt dışına aktarım ve KVKK ile GDPR kapsamındaki haklarınız <a href="/legal?tab=gdpr">KVKK ve GDPR aydınlatma metninde</a>, çerezler ise <a href="/legal?tab=cookies">çerez bildiriminde</a> açıklanmıştır.</p>`,
  },
  es: {
    title: 'Aviso de privacidad',
    excerpt: 'Qué recogemos cuando usa StudyAbroad, cómo lo protegemos y qué opciones tiene.',
    body: `<h2>Qué recogemos</h2><p>Solo lo que usted nos da y lo que el servicio necesita para funcionar: los datos que escribe en los formularios de consulta, guía, contacto, boletín e historias de éxito; el perfil de su cuenta si inicia sesión; y datos técnicos como el tipo de navegador y las páginas solicitadas, guardados en registros de seguridad.</p>
<h2>En su dispositivo</h2><p>El sitio funciona sin conexión. Para ello guarda en su propio dispositivo el catálogo de programas, sus preferencias de visualización (idioma, tema, moneda, zona horaria) y los formularios enviados sin conexión hasta que puedan entregarse. Puede borrarlos cuando quiera desde la configuración del navegador.</p>
<h2>Cómo lo usamos</h2><p>Para responder a sus solicitudes, orientarle de forma personal, preparar las solicitudes que nos pida, enviarle el boletín al que se suscribió y mantener seguro el servicio. Nunca usamos sus datos para decisiones automatizadas que le afecten y nunca los vendemos.</p>
<h2>Cómo lo protegemos</h2><p>Las conexiones están cifradas, el acceso se limita al personal que lo necesita y cada acceso a datos personales queda registrado. Los formularios se protegen frente al abuso automatizado con una verificación respetuosa con la privacidad que no le rastrea.</p>
<h2>Supresión</h2><p>Puede pedirnos que eliminemos sus datos en cualquier momento mediante el <a href="/contact">formulario de contacto</a> o, si tiene cuenta, en su configuración. Los eliminamos en <strong>30 días</strong> tras verificar la solicitud; las copias de seguridad cifradas se sobrescriben en <strong>90 días</strong>.</p>
<h2>Más información</h2><p>Las bases jurídicas, los destinatarios, las transferencias internacionales y sus derechos según el RGPD y la KVKK se detallan en nuestro <a href="/legal?tab=gdpr">aviso RGPD y KVKK</a>; las cookies se explican en el <a href="/legal?tab=cookies">aviso de cookies</a>.</p>`,
  },
  fr: {
    title: 'Politique de confidentialité',
    excerpt:
      'Ce que nous collectons lorsque vous utilisez StudyAbroad, comment nous le protégeons et vos choix.',
    body: `<h2>Ce que nous collectons</h2><p>Uniquement ce que vous nous donnez et ce dont le service a besoin : les informations saisies dans les formulaires de consultation, de guide, de contact, de lettre d’information et de témoignage ; le profil de votre compte si vous vous connectez ; et des données techniques, comme le type de navigateur et les pages demandées, conservées dans des journaux de sécurité.</p>
<h2>Sur votre appareil</h2><p>Le site fonctionne hors ligne. Pour cela, il enregistre sur votre appareil le catalogue des programmes, vos préférences d’affichage (langue, thème, devise, fuseau horaire) et les formulaires envoyés hors ligne jusqu’à leur transmission. Vous pouvez les effacer à tout moment dans les réglages de votre navigateur.</p>
<h2>Utilisation</h2><p>Pour répondre à vos demandes, vous conseiller personnellement, préparer les candidatures que vous nous confiez, vous envoyer la lettre d’information à laquelle vous êtes abonné et sécuriser le service. Nous ne prenons aucune décision automatisée vous concernant et ne vendons jamais vos données.</p>
<h2>Protection</h2><p>Les connexions sont chiffrées, l’accès est réservé au personnel qui en a besoin et chaque accès aux données personnelles est journalisé. Les formulaires sont protégés contre les abus automatisés par une vérification respectueuse de la vie privée, sans pistage.</p>
<h2>Suppression</h2><p>Vous pouvez demander la suppression de vos données à tout moment via le <a href="/contact">formulaire de contact</a> ou, si vous avez un compte, dans vos paramètres. Nous les supprimons dans les <strong>30 jours</strong> suivant la vérification ; les sauvegardes chiffrées sont écrasées sous <strong>90 jours</strong>.</p>
<h2>En savoir plus</h2><p>Les bases légales, les destinataires, les transferts internationaux et vos droits au titre du RGPD et de la KVKK figurent dans notre <a href="/legal?tab=gdpr">notice RGPD et KVKK</a> ; les cookies sont décrits dans la <a href="/legal?tab=cookies">politique relative aux cookies</a>.</p>`,
  },
  zh: {
    title: '隐私声明',
    excerpt: '您使用 StudyAbroad 时我们收集哪些信息、如何保护这些信息，以及您拥有的选择。',
    body: `<h2>我们收集的信息</h2><p>仅限您提供给我们的信息以及服务运行所必需的信息：您在咨询、指南、联系、新闻通讯和成功故事表单中填写的内容；您登录后的账户资料；以及保存在安全日志中的技术数据，例如浏览器类型和您请求的页面。</p>
<h2>保存在您设备上的信息</h2><p>本网站支持离线使用。为此，它会在您的设备上保存课程目录、显示偏好（语言、主题、货币、时区），以及您离线时提交的表单，直至成功发送。您可以随时在浏览器设置中清除这些数据。</p>
<h2>我们如何使用</h2><p>用于答复您的请求、为您提供个性化指导、准备您委托的申请、发送您订阅的新闻通讯，以及保障服务安全。我们不会利用您的数据作出影响您的自动化决策，也绝不出售数据。</p>
<h2>我们如何保护</h2><p>所有连接均经过加密，访问权限仅限确有需要的员工，每一次对个人数据的访问都会被记录。表单采用不追踪您的隐私友好型验证来防止自动化滥用。</p>
<h2>删除</h2><p>您可以随时通过<a href="/contact">联系表单</a>或在账户设置中要求删除数据。核实请求后，我们会在 <strong>30 天</strong>内删除；加密备份会在 <strong>90 天</strong>内被覆盖。</p>
<h2>更多信息</h2><p>法律依据、接收方、跨境传输以及您依据 GDPR 和 KVKK 享有的权利，详见<a href="/legal?tab=gdpr">GDPR 与 KVKK 信息告知</a>；Cookie 的使用详见<a href="/legal?tab=cookies">Cookie 声明</a>。</p>`,
  },
  ar: {
    title: 'إشعار الخصوصية',
    excerpt: 'ما الذي نجمعه عند استخدامك StudyAbroad، وكيف نحميه، وما الخيارات المتاحة لك.',
    body: `<h2>ما الذي نجمعه</h2><p>فقط ما تقدّمه لنا وما تحتاجه الخدمة لتعمل: البيانات التي تكتبها في نماذج الاستشارة والدليل والتواصل والنشرة الإخبارية وقصص النجاح؛ وملفك الشخصي إذا سجّلت الدخول؛ وبيانات تقنية مثل نوع المتصفح والصفحات التي تطلبها، تُحفظ في سجلات الأمان.</p>
<h2>على جهازك</h2><p>يعمل الموقع دون اتصال بالإنترنت. ولذلك يحفظ على جهازك كتالوج البرامج وتفضيلات العرض (اللغة والمظهر والعملة والمنطقة الزمنية) وأي نموذج أرسلته دون اتصال إلى أن يتم تسليمه. يمكنك مسح ذلك في أي وقت من إعدادات المتصفح.</p>
<h2>كيف نستخدمه</h2><p>للرد على طلباتك، وتقديم إرشاد شخصي لك، وتحضير طلبات الالتحاق التي تطلبها، وإرسال النشرة التي اشتركت فيها، والحفاظ على أمان الخدمة. لا نستخدم بياناتك في قرارات آلية تؤثر فيك، ولا نبيعها أبدًا.</p>
<h2>كيف نحميه</h2><p>الاتصالات مشفّرة، والوصول مقصور على الموظفين الذين يحتاجون إليه، وكل وصول إلى البيانات الشخصية يُسجَّل. وتُحمى النماذج من الاستخدام الآلي المسيء بفحص يحترم الخصوصية ولا يتتبعك.</p>
<h2>الحذف</h2><p>يمكنك أن تطلب منا حذف بياناتك في أي وقت عبر <a href="/contact">نموذج التواصل</a> أو من إعداداتك إن كان لديك حساب. نحذفها خلال <strong>30 يومًا</strong> من التحقق من الطلب، وتُستبدل النسخ الاحتياطية المشفّرة خلال <strong>90 يومًا</strong>.</p>
<h2>مزيد من التفاصيل</h2><p>الأسس القانونية والجهات المتلقية والنقل الدولي وحقوقك وفق GDPR وKVKK مبيّنة في <a href="/legal?tab=gdpr">إشعار GDPR وKVKK</a>، وملفات تعريف الارتباط موضّحة في <a href="/legal?tab=cookies">إشعار ملفات تعريف الارتباط</a>.</p>`,
  },
});
