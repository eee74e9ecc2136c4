import { seedPage, type SeedContentItem } from './seed-item';

/** Blog posts: practical guidance written by the editorial team. */
export const posts: SeedContentItem[] = [
  seedPage(
    'choosing-a-study-format',
    'post',
    {
      en: {
        title: 'On campus, online or hybrid: choosing how you study',
        excerpt:
          'Three questions that tell you which study format fits your life, budget and goals.',
        body: `<p>The same degree can often be studied in three ways. Before comparing programs, answer three questions.</p><h2>1. Do you want to live abroad?</h2><p>If the experience of another country matters as much as the diploma, choose on campus. Plan for a student visa, living costs and the time to settle in.</p><h2>2. Do you need to keep working?</h2><p>Online programs let you study around a job or family. Check that the degree is the same one campus students receive and how exams are held.</p><h2>3. Do you want both?</h2><p>Hybrid programs combine online study with short residencies on campus: a taste of life abroad at a lower cost. Ask how many weeks on campus are required and when.</p><p>Still unsure? An advisor can compare real programs with you in a free consultation.</p>`,
      },
      tr: {
        title: 'Kampüste, çevrimiçi ya da hibrit: nasıl okuyacağınızı seçmek',
        excerpt:
          'Hangi eğitim biçiminin hayatınıza, bütçenize ve hedeflerinize uyduğunu gösteren üç soru.',
        body: `<p>Aynı derece çoğu zaman üç farklı biçimde okunabilir. Programları karşılaştırmadan önce üç soruyu yanıtlayın.</p><h2>1. Yurt dışında yaşamak istiyor musunuz?</h2><p>Başka bir ülkeyi deneyimlemek diploma kadar önemliyse kampüsü seçin. Öğrenci vizesi, yaşam giderleri ve uyum süresi için plan yapın.</p><h2>2. Çalışmaya devam etmeniz gerekiyor mu?</h2><p>Çevrimiçi programlar işinize veya ailenize göre çalışmanızı sağlar. Derecenin kampüs öğrencilerininkiyle aynı olup olmadığını ve sınavların nasıl yapıldığını kontrol edin.</p><h2>3. İkisini birden mi istiyorsunuz?</h2><p>Hibrit programlar çevrimiçi eğitimi kampüste kısa dönemlerle birleştirir: daha düşük maliyetle yurt dışı deneyimi. Kampüste kaç hafta ve ne zaman bulunmanız gerektiğini sorun.</p><p>Hâlâ emin değil misiniz? Bir danışman, ücretsiz görüşmede gerçek programları sizinle karşılaştırabilir.</p>`,
      },
      es: {
        title: 'Presencial, en línea o híbrido: cómo elegir la forma de estudiar',
        excerpt:
          'Tres preguntas para saber qué formato encaja con su vida, su presupuesto y sus objetivos.',
        body: `<p>A menudo, un mismo título puede cursarse de tres maneras. Antes de comparar programas, responda a tres preguntas.</p><h2>1. ¿Quiere vivir en el extranjero?</h2><p>Si la experiencia de otro país importa tanto como el título, elija la modalidad presencial. Prevea el visado de estudiante, el coste de vida y el tiempo de adaptación.</p><h2>2. ¿Necesita seguir trabajando?</h2><p>Los programas en línea le permiten estudiar compaginándolo con el trabajo o la familia. Compruebe que el título es el mismo que reciben los estudiantes presenciales y cómo son los exámenes.</p><h2>3. ¿Quiere ambas cosas?</h2><p>Los programas híbridos combinan estudio en línea con estancias cortas en el campus: una experiencia en el extranjero a menor coste. Pregunte cuántas semanas presenciales se exigen y cuándo.</p><p>¿Sigue con dudas? Un asesor puede comparar programas reales con usted en una consulta gratuita.</p>`,
      },
      fr: {
        title: 'Sur campus, en ligne ou hybride : choisir sa façon d’étudier',
        excerpt:
          'Trois questions pour savoir quel format convient à votre vie, votre budget et vos objectifs.',
        body: `<p>Un même diplôme peut souvent se préparer de trois façons. Avant de comparer les formations, répondez à trois questions.</p><h2>1. Voulez-vous vivre à l’étranger ?</h2><p>Si l’expérience d’un autre pays compte autant que le diplôme, choisissez le campus. Prévoyez le visa étudiant, le coût de la vie et le temps d’adaptation.</p><h2>2. Devez-vous continuer à travailler ?</h2><p>Les formations en ligne s’organisent autour d’un emploi ou d’une vie de famille. Vérifiez que le diplôme est le même que celui des étudiants sur campus et comment se déroulent les examens.</p><h2>3. Vous voulez les deux ?</h2><p>Les formations hybrides associent cours en ligne et courts séjours sur le campus : un avant-goût de l’étranger à moindre coût. Demandez combien de semaines sur place sont exigées, et quand.</p><p>Encore des doutes ? Un conseiller peut comparer avec vous de vraies formations lors d’une consultation gratuite.</p>`,
      },
      zh: {
        title: '校园、在线还是混合：选择适合你的学习方式',
        excerpt: '三个问题，帮你判断哪种学习方式适合你的生活、预算和目标。',
        body: `<p>同一个学位往往有三种学习方式。在比较课程之前，先回答三个问题。</p><h2>1. 你想在国外生活吗？</h2><p>如果体验另一个国家与获得文凭同样重要，请选择校园课程。提前规划学生签证、生活费用和适应时间。</p><h2>2. 你需要继续工作吗？</h2><p>在线课程让你可以兼顾工作或家庭。请确认所获学位与校园学生相同，并了解考试方式。</p><h2>3. 两者都想要？</h2><p>混合课程将在线学习与短期到校学习相结合，以更低的成本体验海外生活。请询问需要到校几周以及具体时间。</p><p>仍不确定？顾问可以在免费咨询中与你一起比较真实的课程。</p>`,
      },
      ar: {
        title: 'في الحرم الجامعي أم عبر الإنترنت أم هجين: كيف تختار طريقة دراستك',
        excerpt: 'ثلاثة أسئلة تخبرك أي نمط دراسة يناسب حياتك وميزانيتك وأهدافك.',
        body: `<p>كثيرًا ما يمكن دراسة الشهادة نفسها بثلاث طرق. قبل مقارنة البرامج، أجب عن ثلاثة أسئلة.</p><h2>1. هل تريد العيش في الخارج؟</h2><p>إذا كانت تجربة بلد آخر مهمة لك بقدر الشهادة، فاختر الدراسة في الحرم الجامعي، وخطّط لتأشيرة الطالب وتكاليف المعيشة ووقت التأقلم.</p><h2>2. هل تحتاج إلى مواصلة العمل؟</h2><p>تتيح لك البرامج عبر الإنترنت الدراسة إلى جانب العمل أو الأسرة. تحقّق من أن الشهادة هي نفسها التي يحصل عليها طلاب الحرم، ومن طريقة إجراء الامتحانات.</p><h2>3. هل تريد الأمرين معًا؟</h2><p>تجمع البرامج الهجينة بين الدراسة عبر الإنترنت وإقامات قصيرة في الحرم: تجربة للحياة في الخارج بتكلفة أقل. اسأل عن عدد الأسابيع المطلوبة في الحرم ومواعيدها.</p><p>ما زلت مترددًا؟ يمكن لمستشار أن يقارن معك برامج حقيقية في استشارة مجانية.</p>`,
      },
    },
    {
      category: 'study-options',
      tags: ['formats', 'online', 'hybrid'],
      publishedAt: new Date('2026-02-02T09:00:00.000Z'),
    },
  ),
  seedPage(
    'application-timeline',
    'post',
    {
      en: {
        title: 'Your application timeline, month by month',
        excerpt:
          'When to start, what to prepare and when: a twelve-month plan for studying abroad.',
        body: `<h2>12 to 9 months before</h2><p>Shortlist programs and countries, check entry requirements and book a language test if you need one.</p><h2>9 to 6 months before</h2><p>Request transcripts and references, write your motivation letter and submit your first applications. Many deadlines for autumn intakes fall in this window.</p><h2>6 to 3 months before</h2><p>Compare offers, accept one and pay any deposit. Apply for scholarships and your student visa as soon as you have the admission letter.</p><h2>The last 3 months</h2><p>Arrange accommodation, health insurance and travel. Keep copies of every document in one place.</p><p>Every program page shows its application deadline and start dates, so you can plan backwards from them.</p>`,
      },
      tr: {
        title: 'Ay ay başvuru takviminiz',
        excerpt:
          'Ne zaman başlamalı, neyi ne zaman hazırlamalı: yurt dışında eğitim için on iki aylık bir plan.',
        body: `<h2>12–9 ay önce</h2><p>Programları ve ülkeleri kısa listeye alın, giriş koşullarını kontrol edin ve gerekiyorsa dil sınavına kaydolun.</p><h2>9–6 ay önce</h2><p>Transkript ve referans mektuplarını isteyin, niyet mektubunuzu yazın ve ilk başvurularınızı yapın. Güz dönemi başvurularının pek çoğunun son tarihi bu aralıktadır.</p><h2>6–3 ay önce</h2><p>Teklifleri karşılaştırın, birini kabul edin ve varsa depozitoyu ödeyin. Kabul mektubunuzu alır almaz burslara ve öğrenci vizesine başvurun.</p><h2>Son 3 ay</h2><p>Konaklama, sağlık sigortası ve yolculuğu ayarlayın. Her belgenin kopyasını tek bir yerde tutun.</p><p>Her program sayfası başvuru son tarihini ve başlangıç tarihlerini gösterir; planınızı bunlardan geriye doğru yapabilirsiniz.</p>`,
      },
      es: {
        title: 'Su calendario de solicitud, mes a mes',
        excerpt:
          'Cuándo empezar, qué preparar y cuándo: un plan de doce meses para estudiar en el extranjero.',
        body: `<h2>De 12 a 9 meses antes</h2><p>Haga una lista corta de programas y países, revise los requisitos de acceso y reserve un examen de idiomas si lo necesita.</p><h2>De 9 a 6 meses antes</h2><p>Pida expedientes y cartas de referencia, redacte su carta de motivación y envíe sus primeras solicitudes. Muchos plazos para el inicio en otoño caen en este periodo.</p><h2>De 6 a 3 meses antes</h2><p>Compare las ofertas, acepte una y pague el depósito si lo hay. Solicite becas y el visado de estudiante en cuanto tenga la carta de admisión.</p><h2>Los últimos 3 meses</h2><p>Organice alojamiento, seguro médico y viaje. Guarde copias de todos los documentos en un mismo lugar.</p><p>Cada programa muestra su plazo de solicitud y sus fechas de inicio, para que pueda planificar hacia atrás.</p>`,
      },
      fr: {
        title: 'Votre calendrier de candidature, mois par mois',
        excerpt:
          'Quand commencer, quoi préparer et quand : un plan sur douze mois pour étudier à l’étranger.',
        body: `<h2>De 12 à 9 mois avant</h2><p>Sélectionnez des formations et des pays, vérifiez les conditions d’admission et inscrivez-vous à un test de langue si nécessaire.</p><h2>De 9 à 6 mois avant</h2><p>Demandez relevés de notes et lettres de recommandation, rédigez votre lettre de motivation et déposez vos premières candidatures. Beaucoup de dates limites pour la rentrée d’automne tombent dans cette période.</p><h2>De 6 à 3 mois avant</h2><p>Comparez les offres, acceptez-en une et versez l’acompte éventuel. Demandez bourses et visa étudiant dès réception de la lettre d’admission.</p><h2>Les 3 derniers mois</h2><p>Organisez logement, assurance santé et voyage. Gardez une copie de chaque document au même endroit.</p><p>Chaque fiche de formation indique sa date limite et ses dates de rentrée : planifiez à rebours à partir de celles-ci.</p>`,
      },
      zh: {
        title: '逐月申请时间表',
        excerpt: '何时开始、准备什么、何时完成：一份为期十二个月的留学规划。',
        body: `<h2>提前 12 至 9 个月</h2><p>筛选课程和国家，核对入学要求，如有需要预约语言考试。</p><h2>提前 9 至 6 个月</h2><p>申请成绩单和推荐信，撰写个人陈述并提交首批申请。许多秋季入学的截止日期都在这一阶段。</p><h2>提前 6 至 3 个月</h2><p>比较录取通知，接受其中一个并支付押金（如有）。拿到录取信后立即申请奖学金和学生签证。</p><h2>最后 3 个月</h2><p>安排住宿、医疗保险和行程。把所有文件的副本集中保存。</p><p>每个课程页面都列出了申请截止日期和开学日期，您可以据此倒推规划。</p>`,
      },
      ar: {
        title: 'جدولك الزمني للتقديم شهرًا بشهر',
        excerpt: 'متى تبدأ، وماذا تحضّر ومتى: خطة من اثني عشر شهرًا للدراسة في الخارج.',
        body: `<h2>قبل 12 إلى 9 أشهر</h2><p>ضع قائمة مختصرة بالبرامج والدول، وراجع شروط القبول، واحجز اختبار اللغة إن احتجت إليه.</p><h2>قبل 9 إلى 6 أشهر</h2><p>اطلب كشوف الدرجات وخطابات التوصية، واكتب خطاب الدافع، وقدّم طلباتك الأولى. تقع مواعيد نهائية كثيرة لدفعات الخريف في هذه الفترة.</p><h2>قبل 6 إلى 3 أشهر</h2><p>قارن العروض واقبل أحدها وادفع العربون إن وُجد. تقدّم للمنح ولتأشيرة الطالب فور حصولك على خطاب القبول.</p><h2>الأشهر الثلاثة الأخيرة</h2><p>رتّب السكن والتأمين الصحي والسفر، واحتفظ بنسخ من جميع المستندات في مكان واحد.</p><p>تعرض صفحة كل برنامج موعد التقديم النهائي وتواريخ البدء، لتخطط بالعكس انطلاقًا منها.</p>`,
      },
    },
    {
      category: 'applications',
      tags: ['deadlines', 'planning'],
      publishedAt: new Date('2026-03-09T09:00:00.000Z'),
    },
  ),
];
