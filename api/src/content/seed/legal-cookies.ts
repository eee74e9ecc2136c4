import { CONTENT_SLUGS } from '../../../../shared/content/content-item';
import { seedPage } from './seed-item';

/** The cookie notice, matching the four categories of the cookie preferences dialog (spec §3). */
export const cookieNotice = seedPage(CONTENT_SLUGS.cookies, 'legal', {
  en: {
    title: 'Cookie notice',
    excerpt: 'The cookies and similar storage StudyAbroad uses, in four categories you control.',
    body: `<h2>What cookies are</h2><p>Cookies and similar technologies (such as local storage) keep small pieces of information in your browser. We group them in four categories. Only the necessary ones are on by default; nothing in the other categories runs until you allow it.</p>
<h2>The four categories</h2><ul><li><strong>Necessary</strong> (always on): keep you signed in, remember your cookie choices, protect forms against abuse and keep the offline copy of the site working.</li><li><strong>Preferences</strong>: remember your language, theme, currency and time zone between visits.</li><li><strong>Analytics</strong>: count visits and measure which pages help visitors, in aggregated form, so we can improve the site.</li><li><strong>Marketing</strong>: measure the results of our campaigns and show you relevant offers from us.</li></ul>
<h2>Your choices</h2><p>When you first visit, you can accept all cookies, reject the non-essential ones, or choose category by category. You can change your choice at any time with the “Cookie preferences” link at the bottom of every page; withdrawing consent is as easy as giving it.</p>
<h2>How long they last</h2><p>Your cookie choice and your preferences stay in your browser until you change or clear them. Sign-in data lasts for your session and is refreshed while you use the site.</p>
<h2>Questions</h2><p>For anything about cookies or your personal data, see the <a href="/legal?tab=privacy">privacy notice</a> or write to us through the <a href="/contact">contact form</a>.</p>`,
  },
  tr: {
    title: 'Çerez bildirimi',
    excerpt:
      'StudyAbroad’un kullandığı çerezler ve benzeri depolama yöntemleri; kontrolü sizde olan dört kategori.',
    body: `<h2>Çerez nedir</h2><p>Çerezler ve benzeri teknolojiler (örneğin yerel depolama) tarayıcınızda küçük bilgi parçaları saklar. Bunları dört kategoride topluyoruz. Varsayılan olarak yalnızca zorunlu olanlar açıktır; diğer kategorilerdeki hiçbir şey siz izin vermeden çalışmaz.</p>
<h2>Dört kategori</h2><ul><li><strong>Zorunlu</strong> (her zaman açık): oturumunuzu açık tutar, çerez tercihlerinizi hatırlar, formları kötüye kullanıma karşı korur ve sitenin çevrimdışı kopyasının çalışmasını sağlar.</li><li><strong>Tercihler</strong>: dilinizi, temanızı, para biriminizi ve saat diliminizi ziyaretler arasında hatırlar.</li><li><strong>Analitik</strong>: siteyi geliştirebilmemiz için ziyaretleri sayar ve hangi sayfaların işe yaradığını toplu olarak ölçer.</li><li><strong>Pazarlama</strong>: kampanyalarımızın sonuçlarını ölçer ve size ilgili tekliflerimizi gösterir.</li></ul>
<h2>Seçimleriniz</h2><p>İlk ziyaretinizde tüm çerezleri kabul edebilir, zorunlu olmayanları reddedebilir ya da kategori kategori seçim yapabilirsiniz. Seçiminizi her sayfanın altındaki “Çerez tercihleri” bağlantısıyla dilediğiniz zaman değiştirebilirsiniz; onayı geri almak vermek kadar kolaydır.</p>
<h2>Ne kadar süre kalırlar</h2><p>Çerez seçiminiz ve tercihleriniz, siz değiştirene veya silene kadar tarayıcınızda kalır. Oturum bilgileri oturumunuz boyunca geçerlidir ve siteyi kullandıkça yenilenir.</p>
<h2>Sorular</h2><p>Çerezler veya kişisel verileriniz hakkındaki her konu için <a href="/legal?tab=privacy">gizlilik bildirimine</a> bakın ya da <a href="/contact">iletişim formu</a> üzerinden bize yazın.</p>`,
  },
  es: {
    title: 'Aviso de cookies',
    excerpt:
      'Las cookies y el almacenamiento similar que usa StudyAbroad, en cuatro categorías que usted controla.',
    body: `<h2>Qué son las cookies</h2><p>Las cookies y tecnologías similares (como el almacenamiento local) guardan pequeños datos en su navegador. Las agrupamos en cuatro categorías. Solo las necesarias están activas por defecto; nada de las demás categorías se ejecuta hasta que usted lo permita.</p>
<h2>Las cuatro categorías</h2><ul><li><strong>Necesarias</strong> (siempre activas): mantienen su sesión, recuerdan sus elecciones sobre cookies, protegen los formularios frente al abuso y permiten que funcione la copia sin conexión del sitio.</li><li><strong>Preferencias</strong>: recuerdan su idioma, tema, moneda y zona horaria entre visitas.</li><li><strong>Analíticas</strong>: cuentan visitas y miden, de forma agregada, qué páginas ayudan a los visitantes, para mejorar el sitio.</li><li><strong>Marketing</strong>: miden los resultados de nuestras campañas y le muestran ofertas nuestras relevantes.</li></ul>
<h2>Sus opciones</h2><p>En su primera visita puede aceptar todas las cookies, rechazar las no esenciales o elegir por categorías. Puede cambiar su elección en cualquier momento con el enlace «Preferencias de cookies» al pie de cada página; retirar el consentimiento es tan fácil como darlo.</p>
<h2>Duración</h2><p>Su elección sobre cookies y sus preferencias permanecen en su navegador hasta que las cambie o las borre. Los datos de inicio de sesión duran lo que su sesión y se renuevan mientras usa el sitio.</p>
<h2>Preguntas</h2><p>Para cualquier duda sobre cookies o sus datos personales, consulte el <a href="/legal?tab=privacy">aviso de privacidad</a> o escríbanos mediante el <a href="/contact">formulario de contacto</a>.</p>`,
  },
  fr: {
    title: 'Politique relative aux cookies',
    excerpt:
      'Les cookies et stockages similaires utilisés par StudyAbroad, en quatre catégories que vous contrôlez.',
    body: `<h2>Qu’est-ce qu’un cookie</h2><p>Les cookies et technologies similaires (comme le stockage local) conservent de petites informations dans votre navigateur. Nous les regroupons en quatre catégories. Seuls les cookies nécessaires sont actifs par défaut ; rien dans les autres catégories ne s’exécute sans votre accord.</p>
<h2>Les quatre catégories</h2><ul><li><strong>Nécessaires</strong> (toujours actifs) : maintiennent votre connexion, mémorisent vos choix en matière de cookies, protègent les formulaires contre les abus et font fonctionner la copie hors ligne du site.</li><li><strong>Préférences</strong> : mémorisent votre langue, votre thème, votre devise et votre fuseau horaire d’une visite à l’autre.</li><li><strong>Mesure d’audience</strong> : comptent les visites et mesurent, de façon agrégée, les pages utiles aux visiteurs afin d’améliorer le site.</li><li><strong>Marketing</strong> : mesurent les résultats de nos campagnes et vous présentent nos offres pertinentes.</li></ul>
<h2>Vos choix</h2><p>Lors de votre première visite, vous pouvez tout accepter, refuser les cookies non essentiels ou choisir catégorie par catégorie. Vous pouvez modifier votre choix à tout moment grâce au lien « Préférences de cookies » en bas de chaque page ; retirer son consentement est aussi simple que de le donner.</p>
<h2>Durée</h2><p>Votre choix et vos préférences restent dans votre navigateur jusqu’à ce que vous les modifiiez ou les effaciez. Les données de connexion durent le temps de votre session et sont renouvelées pendant l’utilisation du site.</p>
<h2>Questions</h2><p>Pour toute question sur les cookies ou vos données personnelles, consultez la <a href="/legal?tab=privacy">politique de confidentialité</a> ou écrivez-nous via le <a href="/contact">formulaire de contact</a>.</p>`,
  },
  zh: {
    title: 'Cookie 声明',
    excerpt: 'StudyAbroad 使用的 Cookie 及类似存储技术，分为由您掌控的四个类别。',
    body: `<h2>什么是 Cookie</h2><p>Cookie 及类似技术（例如本地存储）会在您的浏览器中保存少量信息。我们将其分为四类。默认仅启用必要类；其他类别在您允许之前不会运行。</p>
<h2>四个类别</h2><ul><li><strong>必要</strong>（始终启用）：保持登录状态、记住您的 Cookie 选择、保护表单免遭滥用，并确保网站离线副本正常运行。</li><li><strong>偏好</strong>：在多次访问之间记住您的语言、主题、货币和时区。</li><li><strong>分析</strong>：以汇总方式统计访问量并衡量哪些页面对访客有帮助，以便我们改进网站。</li><li><strong>营销</strong>：衡量我们推广活动的效果，并向您展示我们的相关优惠。</li></ul>
<h2>您的选择</h2><p>首次访问时，您可以接受全部 Cookie、拒绝非必要 Cookie，或按类别自行选择。您可随时通过每个页面底部的“Cookie 偏好设置”链接更改选择；撤回同意与给予同意一样简单。</p>
<h2>保存期限</h2><p>您的 Cookie 选择和偏好会保存在浏览器中，直至您更改或清除。登录数据在会话期间有效，并在您使用网站时自动续期。</p>
<h2>疑问</h2><p>如对 Cookie 或个人数据有任何疑问，请参阅<a href="/legal?tab=privacy">隐私声明</a>，或通过<a href="/contact">联系表单</a>与我们联系。</p>`,
  },
  ar: {
    title: 'إشعار ملفات تعريف الارتباط',
    excerpt:
      'ملفات تعريف الارتباط ووسائل التخزين المشابهة التي تستخدمها StudyAbroad، في أربع فئات تتحكم بها.',
    body: `<h2>ما ملفات تعريف الارتباط</h2><p>تحفظ ملفات تعريف الارتباط والتقنيات المشابهة (مثل التخزين المحلي) معلومات صغيرة في متصفحك. نصنّفها في أربع فئات. الفئة الضرورية وحدها مفعّلة افتراضيًا، ولا يعمل شيء من الفئات الأخرى قبل أن تسمح به.</p>
<h2>الفئات الأربع</h2><ul><li><strong>الضرورية</strong> (مفعّلة دائمًا): تُبقيك مسجّل الدخول، وتتذكر اختياراتك بشأن ملفات تعريف الارتباط، وتحمي النماذج من الإساءة، وتُشغّل النسخة غير المتصلة من الموقع.</li><li><strong>التفضيلات</strong>: تتذكر لغتك والمظهر والعملة والمنطقة الزمنية بين الزيارات.</li><li><strong>التحليلات</strong>: تحصي الزيارات وتقيس بشكل إجمالي الصفحات التي تفيد الزوار، لنحسّن الموقع.</li><li><strong>التسويق</strong>: تقيس نتائج حملاتنا وتعرض عليك عروضنا ذات الصلة.</li></ul>
<h2>اختياراتك</h2><p>في زيارتك الأولى يمكنك قبول جميع ملفات تعريف الارتباط، أو رفض غير الضرورية منها، أو الاختيار فئةً فئة. ويمكنك تغيير اختيارك في أي وقت عبر رابط «تفضيلات ملفات تعريف الارتباط» أسفل كل صفحة؛ فسحب الموافقة سهل كمنحها.</p>
<h2>مدة بقائها</h2><p>يبقى اختيارك وتفضيلاتك في متصفحك إلى أن تغيّرها أو تمسحها. وتدوم بيانات تسجيل الدخول طوال جلستك وتُجدَّد أثناء استخدامك الموقع.</p>
<h2>أسئلة</h2><p>لأي استفسار حول ملفات تعريف الارتباط أو بياناتك الشخصية، راجع <a href="/legal?tab=privacy">إشعار الخصوصية</a> أو راسلنا عبر <a href="/contact">نموذج التواصل</a>.</p>`,
  },
});
