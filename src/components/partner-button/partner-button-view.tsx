import type { CSSProperties } from 'react';
import { toCssPaint, toRgba, type ButtonColor } from '@/src/contracts/partner-colors';
import styles from './partner-button-view.module.css';

/** What drawing the button needs: spec 3's design fields (the contract's type, without the schema library). */
export interface PartnerButtonDesign {
  name: string;
  url: string;
  buttonNameType: 'solid' | 'gradient';
  buttonNameGradientAngle: number;
  buttonNameColor: readonly ButtonColor[];
  buttonFillType: 'solid' | 'gradient';
  borderSize: number;
  buttonGradientAngle: number;
  buttonColor: readonly ButtonColor[];
  borderColor: readonly ButtonColor[];
}

/** The CSS of a design: a solid or gradient fill, a border, and a name painted solid or as a gradient. */
export function partnerButtonStyles(design: PartnerButtonDesign): { button: CSSProperties; name: CSSProperties } {
  const fill = toCssPaint(
    design.buttonFillType === 'solid' ? design.buttonColor.slice(0, 1) : design.buttonColor,
    design.buttonGradientAngle,
  );
  const border = design.borderColor[0];
  const button: CSSProperties = {
    background: fill,
    border: design.borderSize > 0 && border ? `${design.borderSize}px solid ${toRgba(border)}` : 'none',
  };
  const nameColors = design.buttonNameType === 'solid' ? design.buttonNameColor.slice(0, 1) : design.buttonNameColor;
  const name: CSSProperties =
    nameColors.length > 1
      ? {
          backgroundImage: toCssPaint(nameColors, design.buttonNameGradientAngle),
          backgroundClip: 'text',
          WebkitBackgroundClip: 'text',
          color: 'transparent',
        }
      : { color: nameColors[0] ? toRgba(nameColors[0]) : 'inherit' };
  return { button, name };
}

/** The partner button as clients see it: a link that opens the partner's page in a new tab. */
export function PartnerButtonView({ design, preview = false }: { design: PartnerButtonDesign; preview?: boolean }) {
  const { button, name } = partnerButtonStyles(design);
  const label = design.name.trim() || 'Partner';
  return (
    <a
      className={styles.button}
      style={button}
      href={design.url}
      target="_blank"
      rel="noopener noreferrer sponsored"
      data-testid={preview ? 'partner-button-preview' : 'partner-button'}
      // The preview shows the link without leaving the designer.
      onClick={preview ? (event) => event.preventDefault() : undefined}
    >
      <span style={name}>{label}</span>
    </a>
  );
}
