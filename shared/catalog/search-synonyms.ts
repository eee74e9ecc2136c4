/**
 * The curated part of the search vocabulary (search-vocabulary.ts): what the interface's labels
 * do not already say. Country names, fields, degree types and levels come from the labels
 * themselves; this table adds common subject words and other names for countries.
 */
import { type CourseFacet } from './course-list';

/**
 * Common subject words in Turkish, Spanish, French, Chinese and Arabic, by the English word
 * start they stand for in the catalogue's (English) texts: "hemşirelik" finds what "nurs" does.
 */
export const SUBJECT_WORDS: Readonly<Record<string, readonly string[]>> = {
  account: ['muhasebe', 'contabilidad', 'comptabilité', '会计', 'محاسبة'],
  biolog: ['biyoloji', 'biología', 'biologie', '生物', 'أحياء', 'علم الأحياء'],
  chemi: ['kimya', 'química', 'chimie', '化学', 'كيمياء'],
  computer: ['bilgisayar', 'ordenador', 'computadora', 'ordinateur', '计算机', 'حاسوب', 'كمبيوتر'],
  data: ['veri', 'datos', 'données', '数据', 'بيانات'],
  dentist: ['diş hekimliği', 'odontología', 'dentaire', '牙医', 'طب الأسنان'],
  design: ['tasarım', 'diseño', 'design', '设计', 'تصميم'],
  econom: ['ekonomi', 'iktisat', 'economía', 'économie', '经济', 'اقتصاد'],
  english: ['ingilizce', 'inglés', 'anglais', '英语', 'إنجليزية', 'الانجليزية'],
  financ: ['finans', 'finanzas', 'finance', '金融', 'مالية', 'تمويل'],
  histor: ['tarih', 'historia', 'histoire', '历史', 'تاريخ'],
  languag: ['dil', 'idioma', 'lengua', 'langue', '语言', 'لغة'],
  market: ['pazarlama', 'mercadotecnia', 'marketing', '市场营销', 'تسويق'],
  mathemat: ['matematik', 'matemáticas', 'mathématiques', '数学', 'رياضيات'],
  medic: ['tıp', 'medicina', 'médecine', '医学', 'طب'],
  music: ['müzik', 'música', 'musique', '音乐', 'موسيقى'],
  nurs: [
    'hemşirelik',
    'hemşire',
    'enfermería',
    'enfermero',
    'infirmier',
    'infirmière',
    'soins infirmiers',
    '护理',
    'تمريض',
  ],
  pharm: ['eczacılık', 'farmacia', 'pharmacie', '药学', 'صيدلة'],
  physic: ['fizik', 'física', 'physique', '物理', 'فيزياء'],
  psycholog: ['psikoloji', 'psicología', 'psychologie', '心理学', 'علم النفس'],
  software: ['yazılım', 'programación', 'logiciel', '软件', 'برمجيات', 'برمجة'],
  touris: ['turizm', 'turismo', 'tourisme', '旅游', 'سياحة'],
};

/** Other names visitors use for catalogue countries, beside each language's own name (Intl). */
export const COUNTRY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  tr: ['turkey', 'turkiye', 'türkei'],
  uk: ['uk', 'britain', 'england', 'ingiltere', 'inglaterra', 'angleterre', '英格兰', 'بريطانيا'],
  us: ['usa', 'america', 'amerika', 'abd', 'eeuu'],
  nl: ['holland', 'hollanda', 'holanda', 'hollande'],
  kr: ['korea', 'kore', 'corea', 'corée', '韩国', 'كوريا'],
  ae: ['uae'],
};

/** Degree words the labels say only in longer phrases ("Grado universitario" → "grado"). */
export const DEGREE_WORDS: readonly {
  facets: Partial<Record<CourseFacet, string>>;
  words: readonly string[];
}[] = [
  {
    facets: { programType: 'bachelors_degree', category: 'undergraduate' },
    words: ['bachelor', 'licenciatura', 'grado', 'licence', '本科', '学士', 'بكالوريوس'],
  },
  {
    facets: { programType: 'masters_degree', category: 'masters' },
    words: ['master', 'msc', 'máster', 'maestría', 'yüksek lisans', '硕士', 'ماجستير'],
  },
  {
    facets: { programType: 'doctoral_degree', category: 'phd' },
    words: ['doctorate', 'doktora', 'doctorado', 'doctorat', '博士', 'دكتوراه'],
  },
];
