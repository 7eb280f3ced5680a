/**
 * Nigerian banks with their CBN / NIBSS institution codes (as Paystack's and Flutterwave's bank
 * lists give them), and the sandbox's test accounts for GET /wallet/resolve-account: the same
 * account numbers resolve at every bank; any other number is 'Account not found'.
 */
import type { Bank } from '../contract/wallet'

export const BANKS: readonly Bank[] = [
  { code: '044', name: 'Access Bank' },
  { code: '063', name: 'Access Bank (Diamond)' },
  { code: '50931', name: 'Bowen Microfinance Bank' },
  { code: '565', name: 'Carbon' },
  { code: '023', name: 'Citibank Nigeria' },
  { code: '050', name: 'Ecobank Nigeria' },
  { code: '51318', name: 'FairMoney Microfinance Bank' },
  { code: '070', name: 'Fidelity Bank' },
  { code: '011', name: 'First Bank of Nigeria' },
  { code: '214', name: 'First City Monument Bank' },
  { code: '00103', name: 'Globus Bank' },
  { code: '058', name: 'Guaranty Trust Bank' },
  { code: '030', name: 'Heritage Bank' },
  { code: '301', name: 'Jaiz Bank' },
  { code: '082', name: 'Keystone Bank' },
  { code: '50211', name: 'Kuda Bank' },
  { code: '303', name: 'Lotus Bank' },
  { code: '50515', name: 'Moniepoint MFB' },
  { code: '999992', name: 'OPay' },
  { code: '999991', name: 'PalmPay' },
  { code: '104', name: 'Parallex Bank' },
  { code: '076', name: 'Polaris Bank' },
  { code: '105', name: 'PremiumTrust Bank' },
  { code: '101', name: 'Providus Bank' },
  { code: '221', name: 'Stanbic IBTC Bank' },
  { code: '068', name: 'Standard Chartered Bank' },
  { code: '232', name: 'Sterling Bank' },
  { code: '100', name: 'Suntrust Bank' },
  { code: '302', name: 'TAJ Bank' },
  { code: '102', name: 'Titan Trust Bank' },
  { code: '032', name: 'Union Bank of Nigeria' },
  { code: '033', name: 'United Bank For Africa' },
  { code: '215', name: 'Unity Bank' },
  { code: '566', name: 'VFD Microfinance Bank' },
  { code: '035', name: 'Wema Bank' },
  { code: '057', name: 'Zenith Bank' },
]

/** Test accounts (src/server/README.md): these numbers resolve at any bank, to these names. */
export const TEST_ACCOUNTS: Readonly<Record<string, string>> = {
  '0123456789': 'ADAEZE OKAFOR',
  '1234567890': 'BAYO ADEYEMI',
  '2222222222': 'CHIDI AND SONS VENTURES',
  '3333333333': 'NGOZI EZE',
}

export function findBank(code: string): Bank | undefined {
  return BANKS.find((bank) => bank.code === code)
}

export function accountNameOf(accountNumber: string): string | undefined {
  return Object.hasOwn(TEST_ACCOUNTS, accountNumber) ? TEST_ACCOUNTS[accountNumber] : undefined
}
