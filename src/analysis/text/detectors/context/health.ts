// HEALTH: first-person health details — diagnoses, conditions, treatment, medication,
// pregnancy, mental health care. Guards: generic health talk and figures of speech
// ("this traffic is giving me a heart attack").
import { SEAM } from '../shared.ts';
import type { PhraseRule } from './phrases.ts';

const CONDITIONS =
  "(?:cancer|pneumonia|leukemia|lymphoma|diabetes|hiv|aids|epilepsy|depression|bipolar|schizophrenia|ptsd|ocd|adhd|autism|anorexia|bulimia|ms|multiple sclerosis|parkinson['’]?s|alzheimer['’]?s|dementia|crohn['’]?s|lupus|endometriosis|pcos|asthma|copd|hepatitis|herpes|chlamydia|an? (?:eating disorder|anxiety disorder|panic disorder|tumou?r|stroke|heart attack|miscarriage|seizure)|long covid|covid|arthritis|fibromyalgia|celiac|coeliac|migraines|chronic pain|ibs|sleep apno?ea|hypothyroidism|hyperthyroidism|hashimoto['’]?s|graves['’]? disease|kidney (?:disease|stones)|heart disease|high blood pressure|hypertension|sciatica|gout|glaucoma|tinnitus|vertigo|psoriasis|eczema|ehlers[- ]danlos|pots|me\\/cfs|chronic fatigue|cystic fibrosis|sickle cell|narcolepsy|tourette['’]?s|dyslexia|dyspraxia|bpd|borderline personality disorder|post(?:natal|partum) depression|insomnia|adenomyosis|perimenopause|shingles|glandular fever|lyme disease|sepsis|concussion|bronchitis|an? (?:ulcer|hernia|slipped disc|blood clot|dvt))";
/** Words of which every CONDITIONS match holds one ("an eating disorder" holds "eating"). */
const CONDITION_ANCHORS =
  'cancer pneumonia leukemia lymphoma diabetes hiv aids epilepsy depression bipolar schizophrenia ptsd ocd adhd autism anorexia bulimia ms multiple sleep apnoea apnea hypothyroidism hyperthyroidism hashimoto hashimotos graves kidney heart high hypertension sciatica gout glaucoma tinnitus vertigo psoriasis eczema ehlers pots me cfs chronic cystic sickle narcolepsy tourette tourettes dyslexia dyspraxia bpd borderline postnatal postpartum insomnia adenomyosis perimenopause shingles glandular lyme sepsis concussion bronchitis ulcer hernia slipped blood dvt parkinson parkinsons alzheimer alzheimers dementia crohn crohns lupus endometriosis pcos asthma copd hepatitis herpes chlamydia eating anxiety panic tumour tumor stroke heart miscarriage seizure long covid arthritis fibromyalgia celiac coeliac migraines chronic ibs';
export const HEALTH_RULE: PhraseRule = {
  label: 'HEALTH',
  confidence: 0.8,
  cues: [
    new RegExp(
      `\\b(?:(?:my|our) (?:son|daughter|boy|girl|baby|little one|kid|twins|husband|wife|partner) (?:has|has got|got|was diagnosed with|is living with)|diagnosed with|diagnosis of|suffer(?:ing)? from|living with|battling|fighting|recovering from|in remission from|tested positive for|i have|i've got|i got|my) (?:type [12] |stage [1-4] |early[- ]onset |chronic |severe )?${CONDITIONS}\\b`,
      'i',
    ),
    /\b(?:my|i'?m on|started|starting|taking|prescribed|increased my|upped my) (?:\d+ ?mg (?:of )?)?(?:chemo(?:therapy)?|radiation|dialysis|insulin|antidepressants?|sertraline|zoloft|prozac|fluoxetine|lexapro|xanax|adderall|ritalin|lithium|methadone|metformin|prep|truvada|hrt|testosterone|estrogen|oxycodone|ozempic|wegovy)\b/i,
    /\b(?:i'?m|i am|we'?re|we are) (?:\d+ weeks )?pregnant\b|\bpregnancy test (?:was|came back) positive\b|\b(?:my|our) ivf\b/i,
    /\b(?:my|i have an?|i had an?|booked my|waiting for my) (?:surgery|operation|biopsy|mri|ct scan|colonoscopy|mammogram|therapy session|therapist appointment|psychiatrist appointment|rehab|abortion|mastectomy|hysterectomy)\b/i,
    /\b(?:admitted to|in the|discharged from|stuck in) (?:the )?(?:hospital|er|a&e|icu|psych ward|rehab)\b/i,
    /\b(?:my|i have|i've got) (?:blood pressure|blood sugar|cholesterol|t-?cell count|viral load) (?:is|was|of) [^.!?\n]{1,20}/i,
    new RegExp(
      `\\b${CONDITIONS} (?:assessment|diagnosis|referral|flare(?:-up)?|meds|medication|nurse|clinic|consultant)\\b`,
      'i',
    ),
    /\b(?:i'?m|i am) (?:in recovery|sober|\d+ (?:days|months|years) sober|an alcoholic|an addict)\b/i,
    // A diagnosis reported from the doctor ("they finally told me it’s MS").
    new RegExp(
      `\\b(?:told me|(?:been|was|were|got) told|confirmed|turns out|found out) ${SEAM}(?:it['’]?s|i have|i['’]ve got|i['’]?m) ${SEAM}(?:got )?${SEAM}(?:type [12] |stage [1-4] |early[- ]onset |chronic |severe )?${SEAM}${CONDITIONS}\\b`,
      'i',
    ),
  ],
  // Per cue, in order (see PhraseRule.cueAnchors).
  cueAnchors: [
    CONDITION_ANCHORS,
    'chemo chemotherapy radiation dialysis insulin antidepressant antidepressants sertraline zoloft prozac fluoxetine lexapro xanax adderall ritalin lithium methadone metformin prep truvada hrt testosterone estrogen oxycodone ozempic wegovy',
    'pregnant pregnancy ivf',
    'surgery operation biopsy mri ct colonoscopy mammogram therapy therapist psychiatrist rehab abortion mastectomy hysterectomy',
    'hospital er e icu psych rehab',
    'blood cholesterol cell tcell viral',
    'assessment diagnosis referral flare meds medication nurse clinic consultant',
    'recovery sober alcoholic addict',
    'told confirmed turns found',
  ],
  guards: [
    /\b(?:awareness|donate|fundraiser|research|study|article|tips|giving me a heart attack|gave me a heart attack|my heart attack of a|cancer sign|zodiac|horoscope)\b/i,
  ],
};
