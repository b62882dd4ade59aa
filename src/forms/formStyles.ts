/**
 * Framework7 styles the form engine needs beyond main.tsx's core (list inputs, the toggle), loaded with
 * the first form; the engine's own look is in src/forms/forms.css.
 */
import 'framework7/components/input/css';
import 'framework7/components/toggle/css';
