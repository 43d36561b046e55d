/** The Luhn check digit of a card number's leading digits (ISO/IEC 7812). */
export function luhnCheckDigit(digits: string): string {
  let sum = 0;
  // Walking from the right, every second digit starting with the rightmost of `digits` is doubled,
  // because the check digit will sit to its right.
  for (let i = digits.length - 1, double = true; i >= 0; i--, double = !double) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

export function isLuhnValid(number: string): boolean {
  return /^\d{12,19}$/.test(number) && luhnCheckDigit(number.slice(0, -1)) === number.slice(-1);
}
