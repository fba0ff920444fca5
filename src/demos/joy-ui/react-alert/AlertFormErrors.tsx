import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Link from '@mui/joy/Link';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';
import ReportRounded from '@mui/icons-material/ReportRounded';

interface Problem {
  field: string;
  message: string;
}

export default function AlertFormErrors() {
  const [problems, setProblems] = React.useState<Problem[]>([]);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = event.currentTarget.elements;
    const name = (fields.namedItem('team-name') as HTMLInputElement).value.trim();
    const seats = Number((fields.namedItem('team-seats') as HTMLInputElement).value);
    const next: Problem[] = [];
    if (!name) {
      next.push({ field: 'team-name', message: 'Enter a team name.' });
    }
    if (!(seats >= 1 && seats <= 50)) {
      next.push({ field: 'team-seats', message: 'Seats must be between 1 and 50.' });
    }
    setProblems(next);
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 380 }}>
      {problems.length > 0 && (
        <Alert color="danger" variant="soft" startDecorator={<ReportRounded />} sx={{ alignItems: 'flex-start' }}>
          <div>
            <Typography level="title-sm" sx={{ color: 'inherit' }}>
              {problems.length === 1 ? 'One field needs attention' : `${problems.length} fields need attention`}
            </Typography>
            <List size="sm" marker="disc" sx={{ '--ListItem-paddingY': '0px' }}>
              {problems.map((problem) => (
                <ListItem key={problem.field}>
                  <Link
                    color="danger"
                    href="#"
                    onClick={(event) => {
                      event.preventDefault();
                      document.getElementById(problem.field)?.focus();
                    }}
                  >
                    {problem.message}
                  </Link>
                </ListItem>
              ))}
            </List>
          </div>
        </Alert>
      )}
      <FormControl id="team-name" error={problems.some((problem) => problem.field === 'team-name')}>
        <FormLabel>Team name</FormLabel>
        <Input name="team-name" />
      </FormControl>
      <FormControl id="team-seats" error={problems.some((problem) => problem.field === 'team-seats')}>
        <FormLabel>Seats</FormLabel>
        <Input name="team-seats" type="number" defaultValue={80} />
      </FormControl>
      <Button type="submit" sx={{ alignSelf: 'flex-start' }}>
        Create team
      </Button>
    </Box>
  );
}
