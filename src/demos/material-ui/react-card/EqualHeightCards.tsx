import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

const courses = [
  {
    title: 'Bread basics',
    text: 'Flour, water, salt and time. Four loaves in one weekend.',
  },
  {
    title: 'Knife skills',
    text: 'Holding, sharpening and the five cuts that cover most recipes, with practice on root vegetables and herbs.',
  },
  {
    title: 'Fermentation',
    text: 'Sauerkraut and kimchi.',
  },
];

function preventNavigation(event: React.MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
}

export default function EqualHeightCards() {
  return (
    <Box
      component="ul"
      aria-label="Courses"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
      }}
    >
      {courses.map((course) => (
        <Box component="li" key={course.title} sx={{ display: 'flex' }}>
          <Card variant="outlined" sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
            <CardContent sx={{ flexGrow: 1 }}>
              <Typography variant="h6" component="h3" gutterBottom>
                {course.title}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {course.text}
              </Typography>
            </CardContent>
            <CardActions>
              <Button
                size="small"
                href="#"
                onClick={preventNavigation}
                aria-label={`Details of ${course.title}`}
              >
                Details
              </Button>
            </CardActions>
          </Card>
        </Box>
      ))}
    </Box>
  );
}
