/**
 * DECISIONS REG-28: one stored gender, mapped at each edge — registration `men | woman | divers`,
 * personal data `man | woman | diverse | ''`, the generators' `male | female`.
 */
export const GENDERS = ['female', 'male', 'diverse', 'unspecified'] as const;
export type Gender = (typeof GENDERS)[number];

export type RegistrationGender = 'men' | 'woman' | 'divers' | '';
export type PersonalDataGender = 'man' | 'woman' | 'diverse' | '';

const FROM_REGISTRATION: Record<RegistrationGender, Gender> = {
  men: 'male',
  woman: 'female',
  divers: 'diverse',
  '': 'unspecified',
};
const TO_PERSONAL_DATA: Record<Gender, PersonalDataGender> = {
  male: 'man',
  female: 'woman',
  diverse: 'diverse',
  unspecified: '',
};

export const genderFromRegistration = (value: RegistrationGender): Gender => FROM_REGISTRATION[value];
export const genderToPersonalData = (value: Gender): PersonalDataGender => TO_PERSONAL_DATA[value];
export const genderFromPersonalData = (value: PersonalDataGender): Gender =>
  (Object.keys(TO_PERSONAL_DATA) as Gender[]).find((gender) => TO_PERSONAL_DATA[gender] === value) ??
  'unspecified';

/** The energy formulas know two bases; `diverse`/`unspecified` profiles choose one (`basis`). */
export function formulaSex(gender: Gender, basis: 'male' | 'female' = 'male'): 'male' | 'female' {
  return gender === 'male' || gender === 'female' ? gender : basis;
}

export function isGender(value: string): value is Gender {
  return (GENDERS as readonly string[]).includes(value);
}
