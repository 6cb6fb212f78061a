/** Texts of the administrators' reference-lists page (issue 22 item 3). */
export const referenceAdminEn = {
  title: 'Reference lists',
  intro:
    'Extend the university list and the college e-mail domains used at registration, and edit the sensitive words. Only your additions are listed; the shipped lists stay as they are. Changes apply within a few seconds.',
  onlyAdmins: 'Only administrators can edit the reference lists.',
  tabs: { universities: 'Universities', domains: 'E-mail domains', words: 'Sensitive words' },
  columns: {
    id: 'Code',
    name: 'Name',
    province: 'Province',
    city: 'City',
    authority: 'Authority',
    domain: 'Domain',
    word: 'Word',
    kind: 'Edit',
    createdBy: 'Added by',
    createdAt: 'Added at',
  },
  kinds: { add: 'Block this word', remove: 'Stop blocking this word', allow: 'Allow this phrase' },
  rules: {
    universityId: 'The 10-digit Ministry of Education code, or X followed by 1–9 digits',
    name: 'Enter a name of 1–100 characters',
    domain: 'Enter a domain name of at least two labels, such as example.edu.cn',
    word: 'A word is 1–50 characters',
  },
  add: 'Add',
  remove: 'Remove',
  confirmRemove: 'Remove this entry?',
  empty: 'Nothing added yet',
};
