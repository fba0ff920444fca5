import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import Avatar from '@mui/joy/Avatar';
import ListItemContent from '@mui/joy/ListItemContent';
import Switch from '@mui/joy/Switch';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import NotificationsIcon from '@mui/icons-material/NotificationsActive';
import LockIcon from '@mui/icons-material/Lock';

export default function AccordionDecorators() {
  return (
    <AccordionGroup variant="outlined" sx={{ maxWidth: 480, width: '100%', borderRadius: 'md' }}>
      <Accordion defaultExpanded>
        <AccordionSummary>
          <Avatar color="primary" variant="soft">
            <NotificationsIcon />
          </Avatar>
          <ListItemContent>
            <Typography level="title-md">Notifications</Typography>
            <Typography level="body-sm">What we send you and when</Typography>
          </ListItemContent>
        </AccordionSummary>
        <AccordionDetails>
          <Stack spacing={1.5} sx={{ pt: 1 }}>
            <FormControl orientation="horizontal" sx={{ justifyContent: 'space-between' }}>
              <FormLabel>Weekly summary</FormLabel>
              <Switch defaultChecked />
            </FormControl>
            <FormControl orientation="horizontal" sx={{ justifyContent: 'space-between' }}>
              <FormLabel>Product news</FormLabel>
              <Switch />
            </FormControl>
          </Stack>
        </AccordionDetails>
      </Accordion>
      <Accordion>
        <AccordionSummary>
          <Avatar color="success" variant="soft">
            <LockIcon />
          </Avatar>
          <ListItemContent>
            <Typography level="title-md">Security</Typography>
            <Typography level="body-sm">Password and two-step sign-in</Typography>
          </ListItemContent>
        </AccordionSummary>
        <AccordionDetails>
          <FormControl orientation="horizontal" sx={{ justifyContent: 'space-between', pt: 1 }}>
            <FormLabel>Two-step sign-in</FormLabel>
            <Switch defaultChecked color="success" />
          </FormControl>
        </AccordionDetails>
      </Accordion>
    </AccordionGroup>
  );
}
