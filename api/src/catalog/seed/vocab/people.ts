/**
 * Instructor names by the language of the country, so a program in Finland is not taught only by
 * Smiths. Names are common ones, not real staff lists.
 */
interface NamePool {
  languages: readonly string[];
  given: readonly string[];
  family: readonly string[];
}

// prettier-ignore
const NAME_POOLS: readonly NamePool[] = [
  { languages: ['de', 'nl'], given: ['Anna', 'Lukas', 'Sophie', 'Jonas', 'Lena', 'Felix', 'Julia', 'Maximilian', 'Eva', 'Pieter'], family: ['Müller', 'Schneider', 'Fischer', 'Weber', 'Wagner', 'Becker', 'de Vries', 'Jansen', 'Hoffmann', 'Koch'] },
  { languages: ['fr'], given: ['Camille', 'Louis', 'Chloé', 'Hugo', 'Manon', 'Julien', 'Claire', 'Antoine', 'Élise', 'Nicolas'], family: ['Martin', 'Bernard', 'Dubois', 'Laurent', 'Lefèvre', 'Moreau', 'Girard', 'Fournier', 'Rousseau', 'Mercier'] },
  { languages: ['it'], given: ['Giulia', 'Marco', 'Francesca', 'Luca', 'Chiara', 'Alessandro', 'Sara', 'Matteo', 'Elena', 'Davide'], family: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco'] },
  { languages: ['es', 'pt'], given: ['María', 'Javier', 'Lucía', 'Carlos', 'Ana', 'Diego', 'Sofía', 'João', 'Beatriz', 'Miguel'], family: ['García', 'Rodríguez', 'Fernández', 'López', 'Martínez', 'Silva', 'Santos', 'Pereira', 'Gómez', 'Torres'] },
  { languages: ['tr'], given: ['Elif', 'Mehmet', 'Zeynep', 'Mustafa', 'Ayşe', 'Emre', 'Selin', 'Burak', 'Deniz', 'Can'], family: ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Aydın', 'Öztürk', 'Arslan', 'Doğan'] },
  { languages: ['hu'], given: ['Anna', 'Bence', 'Eszter', 'Gábor', 'Réka', 'Péter', 'Zsófia', 'Dávid', 'Katalin', 'László'], family: ['Nagy', 'Kovács', 'Tóth', 'Szabó', 'Horváth', 'Varga', 'Kiss', 'Molnár', 'Németh', 'Farkas'] },
  { languages: ['fi', 'sv', 'no', 'da', 'et'], given: ['Aino', 'Mikko', 'Emma', 'Johan', 'Sofia', 'Lars', 'Ingrid', 'Oskar', 'Freja', 'Eero'], family: ['Virtanen', 'Korhonen', 'Nieminen', 'Andersson', 'Johansson', 'Hansen', 'Nielsen', 'Lindqvist', 'Berg', 'Mäkinen'] },
  { languages: ['pl', 'cs', 'sk', 'hr', 'sr', 'ro', 'lt', 'lv', 'ru', 'kk', 'uz', 'ka', 'el'], given: ['Katarzyna', 'Piotr', 'Tereza', 'Tomáš', 'Ana', 'Ivan', 'Elena', 'Andrei', 'Maria', 'Nikolaos'], family: ['Nowak', 'Kowalski', 'Novák', 'Horvat', 'Popescu', 'Petrović', 'Ivanova', 'Kazlauskas', 'Papadopoulos', 'Beridze'] },
  { languages: ['ar', 'he'], given: ['Layla', 'Omar', 'Nour', 'Ahmed', 'Mariam', 'Youssef', 'Hana', 'Karim', 'Salma', 'Tariq'], family: ['Haddad', 'Hassan', 'Mansour', 'Khalil', 'Nasser', 'Saleh', 'Farouk', 'Aziz', 'Ibrahim', 'Mahmoud'] },
  { languages: ['zh'], given: ['Wei', 'Li Na', 'Jun', 'Xiaoyu', 'Hao', 'Mei', 'Chen', 'Yan', 'Jing', 'Lei'], family: ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Huang', 'Zhao', 'Wu', 'Zhou'] },
  { languages: ['ja'], given: ['Yuki', 'Haruto', 'Aoi', 'Sota', 'Hina', 'Ren', 'Sakura', 'Takumi', 'Mei', 'Kenji'], family: ['Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Ito', 'Yamamoto', 'Nakamura', 'Kobayashi', 'Kato'] },
  { languages: ['ko'], given: ['Minjun', 'Seoyeon', 'Jiho', 'Hayoon', 'Dohyun', 'Jiwoo', 'Eunji', 'Hyunwoo', 'Soyeon', 'Taeyang'], family: ['Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Kang', 'Cho', 'Yoon', 'Jang', 'Lim'] },
  { languages: ['th', 'id', 'vi'], given: ['Anong', 'Somchai', 'Putri', 'Budi', 'Linh', 'Minh', 'Siti', 'Arif', 'Mai', 'Kiet'], family: ['Srisai', 'Wongsa', 'Santoso', 'Wijaya', 'Nguyen', 'Tran', 'Pham', 'Hartono', 'Saetang', 'Le'] },
  { languages: ['en'], given: ['Sarah', 'James', 'Emily', 'Michael', 'Olivia', 'David', 'Priya', 'Daniel', 'Grace', 'Samuel'], family: ['Smith', 'Johnson', 'Williams', 'Brown', 'Taylor', 'Wilson', 'Patel', 'Okafor', 'Campbell', 'Murphy'] },
];

const ENGLISH_POOL = NAME_POOLS[NAME_POOLS.length - 1] as NamePool;

/** The names used for instructors in a country whose main local language is `language`. */
export function namePoolFor(language: string | undefined): NamePool {
  return NAME_POOLS.find((pool) => language && pool.languages.includes(language)) ?? ENGLISH_POOL;
}
