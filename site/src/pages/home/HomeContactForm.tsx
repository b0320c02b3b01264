export { HomeContactForm } from '../../lead-forms/HomeContactForm.tsx';
