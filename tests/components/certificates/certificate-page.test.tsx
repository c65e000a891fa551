import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CertificatePage } from '@/features/certificates/components/certificate-page';
import type { CertificateReply } from '@/lib/certificates/certificate-types';
import { MyCourseItem } from '@/features/courses/components/my-course-item';
import { renderWithApp } from '../helpers/render-with-app';
import { setRouter } from '../helpers/router-mock';
import { myCourse } from '../courses/fixtures';

vi.mock('next/router', () => import('../helpers/router-mock'));

const CODE = 'LH-7Q2M-XK4D-9PRA';

function certificate(overrides: Partial<CertificateReply> = {}): CertificateReply {
  return {
    code: CODE,
    learner_name: 'Trần Minh Khoa',
    course: {
      slug: 'nen-tang-javascript',
      title: 'JavaScript Fundamentals',
      titles: { en: 'JavaScript Fundamentals', vi: 'Nền tảng JavaScript' },
    },
    issued_at: '2026-11-20T03:00:00.000Z',
    score: 87.5,
    status: 'valid',
    revoked_at: null,
    revoked_reason: null,
    verification_url: `http://localhost:3000/certificates/${CODE}`,
    pdf_url: `/api/certificates/${CODE}/pdf?lang=en`,
    ...overrides,
  };
}

beforeEach(() => setRouter({ pathname: '/certificates/[code]', asPath: `/certificates/${CODE}` }));

describe('CertificatePage', () => {
  it('states a valid certificate: who, which course, when, the score, and the PDF', () => {
    renderWithApp(<CertificatePage origin="https://learnhub.example" certificate={certificate()} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Trần Minh Khoa completed JavaScript Fundamentals' }),
    ).toBeTruthy();
    expect(screen.getByText('Valid certificate')).toBeTruthy();
    expect(screen.queryByText(/^Revoked on/)).toBeNull();
    expect(screen.getByText('20 Nov 2026')).toBeTruthy();
    expect(screen.getByText('87.50%')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'JavaScript Fundamentals' }).getAttribute('href')).toBe(
      '/courses/nen-tang-javascript',
    );
    const pdf = screen.getByRole('link', { name: 'Download PDF' });
    expect(pdf.getAttribute('href')).toBe(`/api/certificates/${CODE}/pdf?lang=en`);
    expect(pdf.hasAttribute('download')).toBe(true);
  });

  it('says a revoked certificate is no longer valid, with the date and the reason', () => {
    renderWithApp(
      <CertificatePage
        origin="https://learnhub.example"
        certificate={certificate({
          status: 'revoked',
          revoked_at: '2026-11-25T10:00:00.000Z',
          revoked_reason: 'Refunded',
        })}
      />,
    );
    expect(screen.getByText('Revoked on 25 Nov 2026')).toBeTruthy();
    expect(screen.getByText('This certificate is no longer valid.')).toBeTruthy();
    expect(screen.getByText('Reason: Refunded')).toBeTruthy();
    expect(screen.queryByText('Valid certificate')).toBeNull();
  });

  it('without a final quiz or a course page: no score, the title as plain text', () => {
    renderWithApp(
      <CertificatePage
        origin="https://learnhub.example"
        certificate={certificate({ score: null, course: { ...certificate().course, slug: null } })}
      />,
    );
    expect(screen.getByText('No final quiz')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'JavaScript Fundamentals' })).toBeNull();
  });

  it('copies the verification link and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithApp(<CertificatePage origin="https://learnhub.example" certificate={certificate()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`http://localhost:3000/certificates/${CODE}`);
    expect((await screen.findByRole('status')).textContent).toBe('Link copied.');
  });
});

describe('MyCourseItem', () => {
  it('links a course with an issued certificate to its page, and no other', () => {
    const { rerender } = renderWithApp(<MyCourseItem course={myCourse({ certificate_code: CODE })} />);
    expect(screen.getByRole('link', { name: 'View your certificate' }).getAttribute('href')).toBe(
      `/certificates/${CODE}`,
    );
    rerender(<MyCourseItem course={myCourse()} />);
    expect(screen.queryByRole('link', { name: 'View your certificate' })).toBeNull();
  });
});
