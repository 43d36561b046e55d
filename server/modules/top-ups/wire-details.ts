import type { WireDetails } from '@/src/contracts/top-ups';

/**
 * Where clients wire money (SEPA in EUR, SWIFT in EUR or USD): the collection account of the platform's
 * legal entity that contracts with the company. The one place these details live; a deployment with
 * other banks changes them here.
 */
const COLLECTION_ACCOUNTS: Record<string, Omit<WireDetails, 'reference'>> = {
  'Cardportal Europe UAB': {
    beneficiary: 'Cardportal Europe UAB',
    beneficiaryAddress: 'Konstitucijos pr. 21A, 08130 Vilnius, Lithuania',
    bankName: 'AB SEB bankas',
    iban: 'LT507044060008792345',
    swift: 'CBVILT2X',
    currencies: ['EUR', 'USD'],
  },
  'Cardportal Asia Ltd': {
    beneficiary: 'Cardportal Asia Ltd',
    beneficiaryAddress: '8 Kennedy Avenue, 1087 Nicosia, Cyprus',
    bankName: 'Eurobank Cyprus Ltd',
    iban: 'CY6000200128000001200527600',
    swift: 'ERBKCY2N',
    currencies: ['EUR', 'USD'],
  },
};

const DEFAULT_ENTITY = 'Cardportal Europe UAB';

/** The wire details for a company: its legal entity's account, its id as the reference. */
export function wireDetailsFor(company: { id: number; legalEntityName: string | null }): WireDetails {
  const account =
    COLLECTION_ACCOUNTS[company.legalEntityName ?? DEFAULT_ENTITY] ?? COLLECTION_ACCOUNTS[DEFAULT_ENTITY]!;
  return { ...account, reference: `TOPUP-${company.id}` };
}
