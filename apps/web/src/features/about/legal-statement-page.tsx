import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { aboutMessages } from './messages.js';

export function LegalStatementPage() {
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {aboutMessages.legalTitle}
      </Typography>
      {aboutMessages.legalSections.map((section) => (
        <section key={section.heading}>
          <Typography variant="h6" component="h2">
            {section.heading}
          </Typography>
          <Typography>{section.text}</Typography>
        </section>
      ))}
    </Stack>
  );
}
