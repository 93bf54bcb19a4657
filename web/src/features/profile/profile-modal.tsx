// The header's profile button opens this: the profile form, or the change-password step (spec 1 section 4).
import { useState } from 'react';
import { PasswordForm } from './password-form.tsx';
import { ProfileForm } from './profile-form.tsx';

export function ProfileModal({ onClose }: { onClose: () => void }) {
  const [step, setStep] = useState<'profile' | 'password'>('profile');
  return step === 'profile' ? (
    <ProfileForm onClose={onClose} onChangePassword={() => setStep('password')} />
  ) : (
    <PasswordForm onClose={onClose} onBack={() => setStep('profile')} />
  );
}
