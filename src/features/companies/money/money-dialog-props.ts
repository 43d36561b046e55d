/** What each money dialog of the company page is opened with (balances-section.tsx opens them). */
export interface MoneyDialogProps {
  companyId: number;
  companyName: string;
  onClose: () => void;
}
