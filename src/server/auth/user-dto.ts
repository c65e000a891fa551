import type { UserDto } from '@/lib/auth/account-types';
import type { User } from '../db/schema/auth';

export type { UserDto };

/** The one shape of `user` in every reply; the spec's aliases (fullName, phoneNumber) included. */
export function toUserDto(user: User): UserDto {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    fullName: user.name,
    phone: user.phone,
    phoneNumber: user.phone,
    job_title: user.jobTitle,
    address: user.address,
    role: user.role,
    email_verified: user.emailVerifiedAt !== null,
  };
}
