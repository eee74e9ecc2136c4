import { CONTENT_SLUGS } from '../../../../shared/content/content-item';
import { seedPage } from './seed-item';

/** The about page: the story since 2020, the claims of spec §1, founder and team (marketing copy). */
export const aboutPage = seedPage(CONTENT_SLUGS.about, 'page', {
  en: {
    title: 'About StudyAbroad',
    excerpt: 'Since 2020 we have helped more than 10,000 students find the right program abroad.',
    body: `<h2>Our story</h2><p>StudyAbroad began in 2020, when studying abroad suddenly looked harder than ever: borders closed, classes moved online and students had more questions than answers. We set out to give them honest, personal guidance in their own language. Since then we have helped more than 10,000 students choose from over 10,000 courses at more than 300 partner institutions in over 50 countries.</p>
<h2>What we believe</h2><ul><li><strong>The right program, not any program.</strong> We start from your goals, budget and background, then look for programs that fit, on campus, online or hybrid.</li><li><strong>Clear and honest.</strong> We tell you what institutions require, what it costs and what we cannot promise.</li><li><strong>In your language.</strong> Our advisors work in English, Turkish, Spanish, French, Chinese and Arabic.</li></ul>
<h2>Our founder</h2><p>Our founder studied abroad herself and spent years advising international students at universities in Europe. She saw how many capable students gave up because the process felt opaque, and built StudyAbroad to make it understandable for everyone.</p>
<h2>Our team</h2><p>Our advisors are former international students, admissions specialists and language teachers. Between them they have lived and studied on four continents, and each one follows a student from the first conversation to the first day of classes.</p>`,
  },
  tr: {
    title: 'StudyAbroad hakkında',
    excerpt:
      '2020’den bu yana 10.000’den fazla öğrencinin yurt dışında doğru programı bulmasına yardımcı olduk.',
    body: `<h2>Hikâyemiz</h2><p>StudyAbroad, yurt dışında eğitimin hiç olmadığı kadar zor göründüğü 2020 yılında kuruldu: sınırlar kapanmış, dersler çevrimiçine taşınmıştı ve öğrencilerin cevaplardan çok soruları vardı. Onlara kendi dillerinde dürüst ve kişisel rehberlik sunmak için yola çıktık. O günden bu yana 10.000’den fazla öğrencinin, 50’den fazla ülkedeki 300’ü aşkın partner kurumun sunduğu 10.000’den fazla program arasından seçim yapmasına yardımcı olduk.</p>
<h2>İnandıklarımız</h2><ul><li><strong>Herhangi bir program değil, doğru program.</strong> Hedeflerinizden, bütçenizden ve geçmişinizden yola çıkar; kampüste, çevrimiçi ya da hibrit size uyan programları ararız.</li><li><strong>Açık ve dürüst.</strong> Kurumların ne istediğini, neye mal olacağını ve neyi vaat edemeyeceğimizi söyleriz.</li><li><strong>Sizin dilinizde.</strong> Danışmanlarımız Türkçe, İngilizce, İspanyolca, Fransızca, Çince ve Arapça çalışır.</li></ul>
<h2>Kurucumuz</h2><p>Kurucumuz yurt dışında eğitim almış ve yıllarca Avrupa’daki üniversitelerde uluslararası öğrencilere danışmanlık yapmıştır. Pek çok yetenekli öğrencinin süreç karmaşık göründüğü için vazgeçtiğini gördü ve StudyAbroad’u süreci herkes için anlaşılır kılmak üzere kurdu.</p>
<h2>Ekibimiz</h2><p>Danışmanlarımız eski uluslararası öğrenciler, kabul uzmanları ve dil öğretmenleridir. Dört kıtada yaşamış ve okumuşlardır; her biri bir öğrenciye ilk görüşmeden derslerin ilk gününe kadar eşlik eder.</p>`,
  },
  es: {
    title: 'Sobre StudyAbroad',
    excerpt:
      'Desde 2020 hemos ayudado a más de 10.000 estudiantes a encontrar el programa adecuado en el extranjero.',
    body: `<h2>Nuestra historia</h2><p>StudyAbroad nació en 2020, cuando estudiar en el extranjero parecía más difícil que nunca: fronteras cerradas, clases en línea y estudiantes con más preguntas que respuestas. Nos propusimos ofrecerles una orientación honesta y personal en su propio idioma. Desde entonces hemos ayudado a más de 10.000 estudiantes a elegir entre más de 10.000 cursos en más de 300 instituciones asociadas de más de 50 países.</p>
<h2>En qué creemos</h2><ul><li><strong>El programa adecuado, no uno cualquiera.</strong> Partimos de sus objetivos, su presupuesto y su trayectoria, y buscamos programas que encajen: presenciales, en línea o híbridos.</li><li><strong>Claridad y honestidad.</strong> Le decimos qué exigen las instituciones, cuánto cuesta y qué no podemos prometer.</li><li><strong>En su idioma.</strong> Nuestros asesores trabajan en español, inglés, turco, francés, chino y árabe.</li></ul>
<h2>Nuestra fundadora</h2><p>Nuestra fundadora estudió en el extranjero y pasó años asesorando a estudiantes internacionales en universidades europeas. Vio cuántos estudiantes capaces abandonaban porque el proceso resultaba opaco y creó StudyAbroad para hacerlo comprensible para todos.</p>
<h2>Nuestro equipo</h2><p>Nuestros asesores son antiguos estudiantes internacionales, especialistas en admisiones y profesores de idiomas. Han vivido y estudiado en cuatro continentes, y cada uno acompaña a un estudiante desde la primera conversación hasta el primer día de clase.</p>`,
  },
  fr: {
    title: 'À propos de StudyAbroad',
    excerpt:
      'Depuis 2020, nous avons aidé plus de 10 000 étudiants à trouver la bonne formation à l’étranger.',
    body: `<h2>Notre histoire</h2><p>StudyAbroad est né en 2020, au moment où étudier à l’étranger semblait plus difficile que jamais : frontières fermées, cours en ligne et étudiants avec plus de questions que de réponses. Nous avons voulu leur offrir un accompagnement honnête et personnel, dans leur langue. Depuis, nous avons aidé plus de 10 000 étudiants à choisir parmi plus de 10 000 formations proposées par plus de 300 établissements partenaires dans plus de 50 pays.</p>
<h2>Nos convictions</h2><ul><li><strong>La bonne formation, pas n’importe laquelle.</strong> Nous partons de vos objectifs, de votre budget et de votre parcours pour trouver des programmes adaptés, sur campus, en ligne ou hybrides.</li><li><strong>Clarté et honnêteté.</strong> Nous vous disons ce qu’exigent les établissements, ce que cela coûte et ce que nous ne pouvons pas promettre.</li><li><strong>Dans votre langue.</strong> Nos conseillers travaillent en français, anglais, turc, espagnol, chinois et arabe.</li></ul>
<h2>Notre fondatrice</h2><p>Notre fondatrice a elle-même étudié à l’étranger, puis conseillé pendant des années des étudiants internationaux dans des universités européennes. Constatant que beaucoup d’étudiants talentueux renonçaient face à un processus opaque, elle a créé StudyAbroad pour le rendre compréhensible par tous.</p>
<h2>Notre équipe</h2><p>Nos conseillers sont d’anciens étudiants internationaux, des spécialistes des admissions et des professeurs de langues. Ils ont vécu et étudié sur quatre continents, et chacun accompagne un étudiant de la première conversation jusqu’au premier jour de cours.</p>`,
  },
  zh: {
    title: '关于 StudyAbroad',
    excerpt: '自 2020 年以来，我们已帮助超过 10,000 名学生找到合适的海外课程。',
    body: `<h2>我们的故事</h2><p>StudyAbroad 创立于 2020 年。那一年，出国留学似乎比以往任何时候都更加困难：边境关闭，课程转到线上，学生们的疑问远多于答案。我们希望用学生自己的语言，为他们提供真诚、个性化的指导。自那时起，我们已帮助超过 10,000 名学生，在 50 多个国家、300 多所合作院校提供的 10,000 多门课程中作出选择。</p>
<h2>我们的理念</h2><ul><li><strong>选对课程，而不是随便选一门。</strong>我们从您的目标、预算和背景出发，寻找适合您的课程：校园、在线或混合模式。</li><li><strong>清晰而真诚。</strong>我们会告诉您院校的要求、所需费用，以及我们无法承诺的事项。</li><li><strong>使用您的语言。</strong>我们的顾问可使用中文、英语、土耳其语、西班牙语、法语和阿拉伯语提供服务。</li></ul>
<h2>我们的创始人</h2><p>我们的创始人曾在海外求学，并多年在欧洲多所大学为国际学生提供咨询。她看到许多优秀学生因为申请流程不透明而放弃，于是创立了 StudyAbroad，让每个人都能看懂这一过程。</p>
<h2>我们的团队</h2><p>我们的顾问包括曾经的国际学生、招生专家和语言教师。他们在四大洲生活和学习过，每位顾问都会陪伴学生从第一次沟通一直走到开学第一天。</p>`,
  },
  ar: {
    title: 'من نحن',
    excerpt: 'منذ عام 2020 ساعدنا أكثر من 10,000 طالب على إيجاد البرنامج المناسب في الخارج.',
    body: `<h2>قصتنا</h2><p>انطلقت StudyAbroad عام 2020، حين بدت الدراسة في الخارج أصعب من أي وقت مضى: حدود مغلقة، ودروس انتقلت إلى الإنترنت، وطلاب لديهم أسئلة أكثر من الأجوبة. أردنا أن نقدّم لهم إرشادًا صادقًا وشخصيًا بلغتهم. ومنذ ذلك الحين ساعدنا أكثر من 10,000 طالب على الاختيار من بين أكثر من 10,000 دورة تقدّمها أكثر من 300 مؤسسة شريكة في أكثر من 50 دولة.</p>
<h2>ما نؤمن به</h2><ul><li><strong>البرنامج المناسب، لا أي برنامج.</strong> ننطلق من أهدافك وميزانيتك وخلفيتك، ثم نبحث عن البرامج التي تناسبك: في الحرم الجامعي أو عبر الإنترنت أو بنظام هجين.</li><li><strong>الوضوح والصدق.</strong> نخبرك بما تشترطه المؤسسات وبالتكلفة وبما لا نستطيع أن نعد به.</li><li><strong>بلغتك.</strong> يعمل مستشارونا بالعربية والإنجليزية والتركية والإسبانية والفرنسية والصينية.</li></ul>
<h2>مؤسِّستنا</h2><p>درست مؤسِّستنا في الخارج، ثم أمضت سنوات في إرشاد الطلاب الدوليين في جامعات أوروبية. رأت كيف يتخلى كثير من الطلاب الأكفاء لأن الإجراءات بدت غامضة، فأسست StudyAbroad لتجعلها مفهومة للجميع.</p>
<h2>فريقنا</h2><p>مستشارونا طلاب دوليون سابقون وأخصائيو قبول ومعلمو لغات، عاشوا ودرسوا في أربع قارات، ويرافق كلٌّ منهم الطالب من المحادثة الأولى حتى اليوم الأول من الدراسة.</p>`,
  },
});
