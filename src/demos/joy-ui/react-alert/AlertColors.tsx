import Alert from '@mui/joy/Alert';
import Stack from '@mui/joy/Stack';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import InfoIcon from '@mui/icons-material/Info';
import ReportIcon from '@mui/icons-material/Report';
import WarningIcon from '@mui/icons-material/Warning';

export default function AlertColors() {
  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Alert color="primary" startDecorator={<InfoIcon />}>
        A new version of the app is available.
      </Alert>
      <Alert color="success" startDecorator={<CheckCircleIcon />}>
        Your changes have been saved.
      </Alert>
      <Alert color="warning" startDecorator={<WarningIcon />}>
        Your trial ends in three days.
      </Alert>
      <Alert color="danger" startDecorator={<ReportIcon />}>
        The payment could not be processed.
      </Alert>
      <Alert color="neutral">Maintenance is planned for Sunday night.</Alert>
    </Stack>
  );
}
