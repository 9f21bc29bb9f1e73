// Credit packages and the per-credit price of the Buy Credits dialog: the shared definitions the server charges by.
export { CREDIT_PACKAGES, type CreditPackage, pricePerCredit } from '@forms-engine/contracts';
