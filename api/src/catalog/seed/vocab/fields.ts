import { type Field } from '../../../../../shared/catalog/fields';

/** How degrees of a field are named: `BSc`/`MSc` for sciences, `BA`/`MA` for arts, and so on. */
export type DegreeStyle =
  | 'science'
  | 'arts'
  | 'engineering'
  | 'business'
  | 'law'
  | 'education'
  | 'fine_arts'
  | 'architecture';

/** The vocabulary programs of one field are written with. */
export interface FieldVocabulary {
  field: Field;
  degreeStyle: DegreeStyle;
  /** Academic subjects for degrees, summer schools and postgraduate programs. */
  subjects: readonly string[];
  /** Practical subjects for certificates, short courses and vocational training. */
  practicalSubjects: readonly string[];
  /** Modules a program of this field may teach. */
  modules: readonly string[];
  careers: readonly string[];
  /** An entry requirement typical of the field, if any. */
  entryRequirement?: string;
}

// Vocabulary tables read best one field per block with short lists on one line.
// prettier-ignore
export const FIELD_VOCABULARIES: readonly FieldVocabulary[] = [
  {
    field: 'business', degreeStyle: 'business',
    subjects: ['Business Administration', 'International Business', 'Finance', 'Accounting', 'Marketing', 'Management', 'Economics and Management', 'Entrepreneurship', 'Supply Chain Management', 'Human Resource Management'],
    practicalSubjects: ['Digital Marketing', 'Project Management', 'Bookkeeping and Payroll', 'Business Analytics', 'Sales and Customer Service', 'Office Administration', 'Logistics Operations', 'E-commerce'],
    modules: ['Principles of Management', 'Financial Accounting', 'Marketing Strategy', 'Organisational Behaviour', 'Corporate Finance', 'Business Analytics', 'Operations Management', 'Business Law and Ethics', 'Strategic Management', 'International Trade', 'Leadership and Change', 'Consumer Behaviour', 'Managerial Economics', 'Entrepreneurial Venture Planning'],
    careers: ['Business Analyst', 'Marketing Manager', 'Financial Analyst', 'Management Consultant', 'Project Manager', 'Accountant', 'Human Resources Specialist', 'Operations Manager', 'Entrepreneur', 'Supply Chain Analyst'],
    entryRequirement: 'GMAT or GRE score (recommended)',
  },
  {
    field: 'computer_science', degreeStyle: 'science',
    subjects: ['Computer Science', 'Data Science', 'Software Engineering', 'Artificial Intelligence', 'Cybersecurity', 'Information Systems', 'Machine Learning', 'Computer Networks'],
    practicalSubjects: ['Web Development', 'Data Analytics', 'Cloud Computing', 'UX Design', 'IT Support', 'Mobile App Development', 'Network Administration', 'Ethical Hacking'],
    modules: ['Programming Fundamentals', 'Data Structures and Algorithms', 'Database Systems', 'Operating Systems', 'Computer Networks', 'Software Engineering Practice', 'Machine Learning', 'Statistics for Data Science', 'Web Technologies', 'Cloud Computing', 'Information Security', 'Human-Computer Interaction', 'Distributed Systems', 'Artificial Intelligence'],
    careers: ['Software Developer', 'Data Scientist', 'Data Analyst', 'Machine Learning Engineer', 'Cybersecurity Analyst', 'Systems Administrator', 'Cloud Engineer', 'IT Consultant', 'Web Developer', 'DevOps Engineer'],
    entryRequirement: 'Mathematics at upper secondary level',
  },
  {
    field: 'engineering', degreeStyle: 'engineering',
    subjects: ['Mechanical Engineering', 'Civil Engineering', 'Electrical and Electronic Engineering', 'Chemical Engineering', 'Aerospace Engineering', 'Biomedical Engineering', 'Robotics', 'Renewable Energy Engineering'],
    practicalSubjects: ['Electrical Installation', 'Automotive Technology', 'Welding and Fabrication', 'CNC Machining', 'Building Services', 'Industrial Automation', 'Renewable Energy Technology', 'CAD Drafting'],
    modules: ['Engineering Mathematics', 'Mechanics of Materials', 'Thermodynamics', 'Fluid Mechanics', 'Circuit Analysis', 'Control Systems', 'Engineering Design', 'Materials Science', 'Structural Analysis', 'Manufacturing Processes', 'Signals and Systems', 'Sustainable Engineering', 'Project Management for Engineers', 'Computer-Aided Design'],
    careers: ['Mechanical Engineer', 'Civil Engineer', 'Electrical Engineer', 'Design Engineer', 'Project Engineer', 'Maintenance Technician', 'Energy Consultant', 'Process Engineer', 'Robotics Engineer', 'Quality Engineer'],
    entryRequirement: 'Mathematics and physics at upper secondary level',
  },
  {
    field: 'health', degreeStyle: 'science',
    subjects: ['Public Health', 'Nursing', 'Biomedical Science', 'Pharmacy', 'Nutrition and Dietetics', 'Physiotherapy', 'Global Health', 'Health Management'],
    practicalSubjects: ['Healthcare Assistance', 'Dental Nursing', 'Pharmacy Technician Practice', 'First Aid and Emergency Care', 'Medical Laboratory Techniques', 'Care Work', 'Health and Social Care', 'Sports Massage'],
    modules: ['Human Anatomy and Physiology', 'Epidemiology', 'Health Promotion', 'Pharmacology', 'Clinical Skills', 'Biostatistics', 'Health Policy', 'Microbiology', 'Nutrition Science', 'Evidence-Based Practice', 'Patient Safety', 'Global Health Challenges', 'Health Informatics', 'Research Methods in Health'],
    careers: ['Registered Nurse', 'Public Health Officer', 'Biomedical Scientist', 'Pharmacist', 'Dietitian', 'Physiotherapist', 'Health Services Manager', 'Clinical Research Associate', 'Healthcare Assistant', 'Epidemiologist'],
    entryRequirement: 'Biology and chemistry at upper secondary level',
  },
  {
    field: 'natural_sciences', degreeStyle: 'science',
    subjects: ['Biology', 'Chemistry', 'Physics', 'Mathematics', 'Environmental Science', 'Biotechnology', 'Marine Biology', 'Statistics'],
    practicalSubjects: ['Laboratory Techniques', 'Environmental Monitoring', 'Applied Statistics', 'GIS and Remote Sensing', 'Science Communication', 'Quality Control in the Laboratory'],
    modules: ['Calculus and Linear Algebra', 'Cell Biology', 'Organic Chemistry', 'Classical Mechanics', 'Quantum Physics', 'Genetics', 'Ecology', 'Analytical Chemistry', 'Probability and Statistics', 'Laboratory Methods', 'Environmental Chemistry', 'Scientific Computing', 'Molecular Biology', 'Research Project'],
    careers: ['Research Scientist', 'Laboratory Technician', 'Environmental Consultant', 'Statistician', 'Science Teacher', 'Quality Control Analyst', 'Biotechnologist', 'Data Analyst', 'Conservation Officer', 'Science Writer'],
    entryRequirement: 'Mathematics and a science subject at upper secondary level',
  },
  {
    field: 'social_sciences', degreeStyle: 'arts',
    subjects: ['Psychology', 'Sociology', 'Economics', 'Political Science', 'International Relations', 'Anthropology', 'Social Work', 'Development Studies'],
    practicalSubjects: ['Counselling Skills', 'Youth Work', 'Community Development', 'Social Research Methods', 'Conflict Resolution', 'Policy Analysis'],
    modules: ['Introduction to Psychology', 'Social Theory', 'Microeconomics', 'Macroeconomics', 'Comparative Politics', 'International Relations Theory', 'Research Methods', 'Quantitative Social Analysis', 'Developmental Psychology', 'Globalisation and Society', 'Public Policy', 'Qualitative Research', 'Political Economy', 'Ethics in Social Research'],
    careers: ['Policy Analyst', 'Economist', 'Social Worker', 'Psychologist', 'Diplomat', 'NGO Programme Officer', 'Market Researcher', 'Human Rights Officer', 'Counsellor', 'Civil Servant'],
  },
  {
    field: 'arts_design', degreeStyle: 'fine_arts',
    subjects: ['Graphic Design', 'Fine Art', 'Fashion Design', 'Interior Design', 'Film Production', 'Music', 'Photography', 'Game Design', 'Animation'],
    practicalSubjects: ['Graphic Design', 'Photography', 'Digital Illustration', 'Video Editing', 'Fashion Styling', '3D Modelling', 'Music Production', 'Interior Decoration'],
    modules: ['Drawing and Visual Thinking', 'Design History', 'Typography', 'Colour Theory', 'Digital Media Tools', 'Studio Practice', 'Portfolio Development', 'Creative Industries', 'Art and Society', 'Moving Image', 'Sound Design', 'Professional Practice', 'Materials and Making', 'Final Major Project'],
    careers: ['Graphic Designer', 'Art Director', 'Fashion Designer', 'Interior Designer', 'Film Producer', 'Photographer', 'Illustrator', 'Game Artist', 'Musician', 'Animator'],
    entryRequirement: 'A portfolio of creative work',
  },
  {
    field: 'humanities', degreeStyle: 'arts',
    subjects: ['History', 'Philosophy', 'English Literature', 'Linguistics', 'Art History', 'Religious Studies', 'Classics', 'Archaeology'],
    practicalSubjects: ['Creative Writing', 'Translation Skills', 'Heritage Management', 'Museum Studies', 'Editing and Proofreading'],
    modules: ['Historical Methods', 'Introduction to Philosophy', 'Literary Theory', 'Phonetics and Phonology', 'Ancient Civilisations', 'Ethics', 'Modern European History', 'Semantics', 'World Literature', 'Cultural Heritage', 'Critical Thinking', 'Archival Research', 'Logic', 'Dissertation'],
    careers: ['Historian', 'Archivist', 'Editor', 'Translator', 'Museum Curator', 'Teacher', 'Journalist', 'Heritage Officer', 'Researcher', 'Policy Advisor'],
  },
  {
    field: 'education', degreeStyle: 'education',
    subjects: ['Education', 'Early Childhood Education', 'TESOL', 'Special Educational Needs', 'Educational Leadership', 'Primary Teaching'],
    practicalSubjects: ['Teaching Assistant Practice', 'TEFL', 'Childcare', 'Online Teaching', 'Classroom Management'],
    modules: ['Learning Theories', 'Curriculum Design', 'Child Development', 'Assessment for Learning', 'Inclusive Education', 'Educational Technology', 'Language Acquisition', 'Teaching Practice', 'Education Policy', 'Classroom Research', 'Leadership in Schools', 'Teaching English as a Foreign Language'],
    careers: ['Teacher', 'Early Years Educator', 'English Language Teacher', 'Education Consultant', 'Curriculum Developer', 'School Leader', 'Learning Designer', 'Special Needs Coordinator', 'Teaching Assistant'],
    entryRequirement: 'A background check for work with children',
  },
  {
    field: 'law', degreeStyle: 'law',
    subjects: ['Law', 'International Law', 'Business Law', 'Human Rights Law', 'Criminology', 'European Union Law'],
    practicalSubjects: ['Paralegal Studies', 'Legal English', 'Contract Drafting', 'Compliance and Anti-Money Laundering'],
    modules: ['Legal Systems and Methods', 'Contract Law', 'Criminal Law', 'Constitutional Law', 'Tort Law', 'Property Law', 'International Public Law', 'Human Rights', 'Company Law', 'Legal Research and Writing', 'Dispute Resolution', 'Intellectual Property Law', 'Criminology and Justice'],
    careers: ['Lawyer', 'Legal Advisor', 'Paralegal', 'Compliance Officer', 'Legal Consultant', 'Policy Officer', 'Human Rights Advocate', 'Court Clerk', 'Contract Manager'],
  },
  {
    field: 'hospitality_tourism', degreeStyle: 'business',
    subjects: ['Hospitality Management', 'Tourism Management', 'Event Management', 'Culinary Arts', 'Hotel Management'],
    practicalSubjects: ['Culinary Arts', 'Pastry and Baking', 'Hotel Operations', 'Barista and Bar Skills', 'Travel and Tourism Services', 'Event Planning'],
    modules: ['Introduction to Hospitality', 'Food and Beverage Management', 'Tourism Geography', 'Revenue Management', 'Event Planning', 'Customer Experience', 'Hospitality Marketing', 'Culinary Techniques', 'Sustainable Tourism', 'Front Office Operations', 'Industry Placement', 'Food Safety and Hygiene'],
    careers: ['Hotel Manager', 'Chef', 'Event Manager', 'Tour Operator', 'Restaurant Manager', 'Travel Consultant', 'Guest Relations Manager', 'Catering Manager', 'Destination Marketing Officer'],
  },
  {
    field: 'architecture', degreeStyle: 'architecture',
    subjects: ['Architecture', 'Urban Planning', 'Landscape Architecture', 'Sustainable Building Design', 'Construction Management'],
    practicalSubjects: ['Architectural Drafting', 'BIM and Revit', 'Construction Site Supervision', 'Interior Architecture'],
    modules: ['Architectural Design Studio', 'History of Architecture', 'Building Technology', 'Structures for Architects', 'Urban Design', 'Environmental Design', 'Digital Design and BIM', 'Construction Materials', 'Planning Law and Policy', 'Landscape and Ecology', 'Professional Practice in Architecture'],
    careers: ['Architect', 'Urban Planner', 'Landscape Architect', 'Architectural Technologist', 'Construction Manager', 'BIM Coordinator', 'Sustainability Consultant', 'Site Manager'],
    entryRequirement: 'A portfolio of drawing or design work',
  },
  {
    field: 'media_communication', degreeStyle: 'arts',
    subjects: ['Journalism', 'Media Studies', 'Communication', 'Public Relations', 'Digital Media', 'Advertising'],
    practicalSubjects: ['Social Media Management', 'Content Writing', 'Podcast Production', 'Video Journalism', 'Copywriting', 'Public Speaking'],
    modules: ['Media Theory', 'News Writing', 'Digital Storytelling', 'Media Law and Ethics', 'Public Relations Strategy', 'Audience Research', 'Visual Communication', 'Broadcast Production', 'Social Media Strategy', 'Intercultural Communication', 'Advertising Campaigns', 'Data Journalism'],
    careers: ['Journalist', 'Communications Officer', 'Public Relations Manager', 'Content Strategist', 'Social Media Manager', 'Producer', 'Copywriter', 'Media Planner', 'Editor'],
  },
  {
    field: 'languages', degreeStyle: 'arts',
    subjects: ['Modern Languages', 'Translation and Interpreting', 'Applied Linguistics', 'Intercultural Communication'],
    practicalSubjects: ['Translation Skills', 'Community Interpreting', 'Business Communication'],
    modules: ['Grammar and Usage', 'Listening and Speaking', 'Academic Writing', 'Reading Comprehension', 'Conversation Practice', 'Vocabulary Building', 'Pronunciation', 'Culture and Society', 'Exam Preparation', 'Translation Practice'],
    careers: ['Translator', 'Interpreter', 'Language Teacher', 'International Relations Officer', 'Tour Guide', 'Customer Service Specialist', 'Localisation Specialist'],
  },
];

export function vocabularyOf(field: Field): FieldVocabulary {
  const vocabulary = FIELD_VOCABULARIES.find((entry) => entry.field === field);
  if (!vocabulary) throw new Error(`No vocabulary for field ${field}`);
  return vocabulary;
}
