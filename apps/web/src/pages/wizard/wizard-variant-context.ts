import { createContext, useContext } from 'react';
import type { WizardVariant } from '../../app/wizard-variants';
import { wizardVariant } from '../../app/wizard-variants';

/** The variant whose page shows the wizard; its steps read what differs from here. */
export const WizardVariantContext = createContext<WizardVariant>(wizardVariant('all-atom'));

export const useWizardVariant = (): WizardVariant => useContext(WizardVariantContext);
