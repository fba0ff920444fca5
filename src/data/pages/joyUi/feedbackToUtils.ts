/** Joy UI navigation: the Feedback, Surfaces, Navigation, Layout and Utils component sections. */
import type {MuiPage} from '../types';

export const joyFeedbackToUtils: readonly MuiPage[] = [];
